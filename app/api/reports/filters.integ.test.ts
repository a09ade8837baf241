// GET /api/reports with filters and a search: every filter alone and together, each order under a filter, paging,
// the Swedish search, bad values, anonymity and positions. Without filters the call answers as before.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as listRoute } from "@/app/api/reports/route";
import { positionColumns } from "@/lib/reports/positions";
import { LINK_REPORTS_SQL } from "@/lib/species/catalogue-sql";
import type { ReportJson } from "@/lib/reports/types";

type Member = Awaited<ReturnType<typeof createUser>>;
type Page = { reports: ReportJson[]; nextCursor: string | null; total: number; total_capped?: boolean };

let alice: Member;
let anon: Member;
let other: Member;
const ids: Record<string, number> = {};
const ANON_SPOT = { latitude: 59.284719, longitude: 15.513392 };

beforeAll(async () => {
  await resetDatabase();
  alice = await createUser(db, { username: "Alice" });
  anon = await createUser(db, { username: "hemligfiskare", firstname: "Greta", lastname: "Gömd", isAnonymous: true });
  other = await createUser(db, { username: "Bertil" });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const made = {
    pike: await createReport(db, {
      userId: alice.id, fish: "Gädda", weight: "5.2", length: "95", location: "Mälaren, Västerås", bait: "Wobbler",
      method: "Spinnfiske", notes: "Stor fisk vid vassen", fishingDate: day("2025-10-12"), image: "gadda.webp", released: true,
      ...positionColumns({ latitude: 59.6, longitude: 16.5, position_precision: "area" }, "create"),
    }),
    perch: await createReport(db, {
      userId: alice.id, fish: "Abborre", weight: "1.2", length: "40", location: "Vättern, Hjo", bait: "Mask", method: "Mete",
      notes: "Abborrar i stim under bryggan", fishingDate: day("2025-07-03"),
    }),
    zander: await createReport(db, {
      userId: other.id, fish: "Gös", weight: "3.1", length: "70", location: "Mälaren, Strängnäs", bait: "Jigg",
      method: "Vertikalfiske", notes: "Gösen tog på jigg i skymningen", fishingDate: day("2026-01-20"), isPersonalBest: true,
    }),
    herring: await createReport(db, {
      userId: other.id, fish: "Sillkung", weight: "0.5", length: "30", location: "Öresund", bait: null, method: "Mete",
      notes: "En gädda följde efter", fishingDate: day("2025-05-01"),
    }),
    secret: await createReport(db, {
      userId: anon.id, fish: "Gädda", weight: "13.0", length: "120", location: "Hjälmaren", bait: "Gummifisk", method: "Trolling",
      notes: "Hemligt ställe", fishingDate: day("2024-10-01"),
      ...positionColumns({ ...ANON_SPOT, position_precision: "friends" }, "create"),
    }),
  };
  for (const [name, report] of Object.entries(made)) ids[name] = report.id;
  await db.$executeRawUnsafe(LINK_REPORTS_SQL);
});

async function get(query: string, viewer: Member | null = null) {
  const res = await call(listRoute, { cookie: viewer ? await sessionCookie(viewer) : undefined, path: `/api/reports?${query}` });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Page & { error?: string; code?: string; fields?: Record<string, string> }, text };
}

async function found(query: string, viewer: Member | null = null): Promise<string[]> {
  const { status, body } = await get(query, viewer);
  expect(status, JSON.stringify(body)).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return body.reports.map((report) => byId[report.id]!);
}

const sorted = (names: string[]) => [...names].sort();

describe("without filters", () => {
  it("answers exactly as before: the page, its marker and the total, nothing more", async () => {
    const { status, body } = await get("limit=2");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["nextCursor", "reports", "total"]);
    expect(body.total).toBe(5);
    expect(body.reports.map((r) => r.id)).toEqual([ids.zander, ids.pike]);
  });

  it("ignores filter parameters left blank", async () => {
    const { body } = await get("species=&q=&photo=");
    expect(Object.keys(body).sort()).toEqual(["nextCursor", "reports", "total"]);
  });
});

describe("each filter alone", () => {
  const cases: [string, string[]][] = [
    ["species=gadda", ["pike", "secret"]],
    ["species=G%C3%A4ddor", ["pike", "secret"]],
    ["species=sillkung", ["herring"]],
    ["from=2025-07-01", ["pike", "perch", "zander"]],
    ["to=2025-07-03", ["perch", "herring", "secret"]],
    ["month=10", ["pike", "secret"]],
    ["season=vinter", ["zander"]],
    ["season=sommar", ["perch"]],
    ["place=malaren", ["pike", "zander"]],
    ["place=%C3%B6resund", ["herring"]],
    ["bait=jig", ["zander"]],
    ["method=mete", ["perch", "herring"]],
    ["weight_min=5", ["pike", "secret"]],
    ["weight_max=1%2C2", ["perch", "herring"]],
    ["length_min=95", ["pike", "secret"]],
    ["length_max=40", ["perch", "herring"]],
    ["photo=1", ["pike"]],
    ["released=true", ["pike"]],
    ["personal_best=1", ["zander"]],
    ["big_fish=1", ["secret"]],
  ];
  for (const [query, expected] of cases) {
    it(`${query} finds ${expected.join(", ")}`, async () => {
      expect(sorted(await found(query))).toEqual(sorted(expected));
      const { body } = await get(query);
      expect(body.total).toBe(expected.length);
      expect(body.total_capped).toBe(false);
    });
  }

  it("a flag set to 0 filters nothing", async () => {
    expect(await found("released=0&limit=50")).toHaveLength(5);
  });
});

describe("filters together", () => {
  it("species, period and weight: pike in October over 5 kg", async () => {
    expect(sorted(await found("species=gadda&month=10&weight_min=5"))).toEqual(["pike", "secret"]);
    expect(await found("species=gadda&from=2025-01-01&to=2025-12-31&weight_min=5")).toEqual(["pike"]);
  });

  it("place, method and a search", async () => {
    expect(await found("place=M%C3%A4laren&method=vertikal&q=jigg")).toEqual(["zander"]);
  });

  it("with photo, released and a length range", async () => {
    expect(await found("photo=1&released=1&length_min=90&length_max=100")).toEqual(["pike"]);
    expect(await found("photo=1&personal_best=1")).toEqual([]);
  });
});

describe("each order under a filter", () => {
  it("date, fish, fisher and location keep their order among the matches", async () => {
    expect(await found("method=mete")).toEqual(["perch", "herring"]);
    expect(await found("q=g%C3%A4dda&sort=date")).toEqual(["pike", "herring", "secret"]);
    expect(await found("from=2025-01-01&sort=fish")).toEqual(["perch", "pike", "zander", "herring"]);
    expect(await found("weight_min=1&sort=fisher")).toEqual(["pike", "perch", "secret", "zander"]);
    expect(await found("from=2025-01-01&sort=location")).toEqual(["zander", "pike", "perch", "herring"]);
  });

  it("follows every page of every order with its marker, each match once", async () => {
    for (const sort of ["date", "fish", "fisher", "location", ""]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const { status, body }: { status: number; body: Page } = await get(
          `weight_min=1&limit=1${sort ? `&sort=${sort}` : ""}${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(status).toBe(200);
        seen.push(...body.reports.map((r) => r.id));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      expect(sorted(seen.map(String))).toEqual(sorted([ids.pike, ids.perch, ids.zander, ids.secret].map(String)));
    }
  });

  it("pages a ranked search with its own marker", async () => {
    const first = await get("q=g%C3%A4dda&limit=1");
    expect(first.body.nextCursor).toBeTruthy();
    const second = await get(`q=g%C3%A4dda&limit=1&cursor=${first.body.nextCursor}`);
    const third = await get(`q=g%C3%A4dda&limit=1&cursor=${second.body.nextCursor}`);
    const all = [...first.body.reports, ...second.body.reports, ...third.body.reports].map((r) => r.id);
    expect(sorted(all.map(String))).toEqual(sorted([ids.pike, ids.herring, ids.secret].map(String)));
    expect(third.body.nextCursor).toBeNull();
    // a marker of a ranked list is no marker of the date order, and the other way round
    expect((await get(`q=g%C3%A4dda&sort=date&cursor=${first.body.nextCursor}`)).body.code).toBe("INVALID_CURSOR");
  });
});

describe("the Swedish search", () => {
  it("'gäddor', 'gadda' and 'gäd' all find the pike, in the fish first and in the notes after", async () => {
    for (const q of ["g%C3%A4ddor", "gadda", "g%C3%A4d", "GÄDDA".replace("Ä", "%C3%84")]) {
      const names = await found(`q=${q}`);
      expect(sorted(names), q).toEqual(sorted(["pike", "herring", "secret"]));
      // ranked: a catch of the fish comes before one that only mentions it in the notes
      expect(names.at(-1), q).toBe("herring");
    }
  });

  it("finds a misspelt word by its trigrams and a word by its stem", async () => {
    expect(await found("q=abborar")).toEqual(["perch"]);
    expect(await found("q=g%C3%B6sen")).toEqual(["zander"]);
    expect(await found("q=bryggor")).toEqual(["perch"]);
  });

  it("leaves out stop words and question words: 'vad tar gösen på' asks for zander", async () => {
    expect(await found("q=vad+tar+g%C3%B6sen+p%C3%A5")).toEqual(["zander"]);
    expect(await found("q=n%C3%A4r+hugger+g%C3%B6sen")).toEqual(["zander"]);
    expect(await found("q=och+p%C3%A5")).toEqual([]);
  });

  it("never finds an anonymous member's catches by their username or real name", async () => {
    for (const q of ["hemligfiskare", "hemligfisk", "Greta", "G%C3%B6md"]) {
      const { body } = await get(`q=${q}`);
      expect(body.reports, q).toEqual([]);
      for (const report of body.reports) {
        expect(report.username).not.toBe("hemligfiskare");
        expect(report.user_id).not.toBe(anon.id);
      }
    }
    // the words of the notes find the catch, but never as theirs
    const { body, text } = await get("q=hemligt", other);
    expect(body.reports.map((r) => r.id)).toEqual([ids.secret]);
    expect(body.reports[0]!.username).toMatch(/^anonym#\d{3,}$/);
    expect(body.reports[0]!.user_id).toBeNull();
    expect(text).not.toContain("Greta");
  });
});

describe("positions in filtered answers", () => {
  const digits = String(ANON_SPOT.latitude);

  it("a visitor and another member get the area, never the exact digits", async () => {
    for (const viewer of [null, other]) {
      const { body, text } = await get("species=gadda", viewer);
      expect(text).not.toContain(digits);
      const secret = body.reports.find((r) => r.id === ids.secret)!;
      expect(secret.position).toMatchObject({ exact: false, precision: "area" });
    }
  });

  it("the owner gets the exact point", async () => {
    const { body } = await get("species=gadda", anon);
    expect(body.reports.find((r) => r.id === ids.secret)!.position).toMatchObject({ exact: true, latitude: ANON_SPOT.latitude });
  });
});

describe("bad values", () => {
  const cases: [string, string][] = [
    ["from=2025-13-01", "from"],
    ["to=igår", "to"],
    ["from=2025-06-01&to=2025-05-01", "to"],
    ["month=13", "month"],
    ["season=monsun", "season"],
    ["weight_min=tung", "weight_min"],
    ["weight_min=5&weight_max=1", "weight_max"],
    ["length_max=-3", "length_max"],
    ["photo=kanske", "photo"],
    ["q=a", "q"],
    [`place=${"x".repeat(101)}`, "place"],
    ["species=g", "species"],
  ];
  for (const [query, field] of cases) {
    it(`${query.slice(0, 40)} → 400 VALIDATION_ERROR naming ${field}, in Swedish`, async () => {
      const before = await db.report.count();
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(body.fields ?? {})).toContain(field);
      expect(body.error).toMatch(/[a-zåäö]/i);
      expect(body).not.toHaveProperty("reports");
      expect(await db.report.count()).toBe(before);
    });
  }
});
