// The logbook's list on /my-profile and its export read the same rows: for every filter the form offers (species,
// days, with or without a photo, with or without a position), the file holds exactly the catches the list shows,
// on all its pages, in its order; a wrong filter is refused by both with the same field message.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readLogbookForm } from "@/lib/logbook-export/filters";
import { LOGBOOK_PAGE_SIZE, listLogbookSpecies, readLogbookPage } from "@/lib/logbook-export/list";
import { positionColumns } from "@/lib/reports/positions";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport, createUser } from "@/prisma/factories";
import { GET as exportRoute } from "@/app/api/profile/catches/export/route";

type Member = Awaited<ReturnType<typeof createUser>>;

beforeEach(resetDatabase);

const actorOf = (member: Member) => ({ id: member.id, username: member.username, isAdmin: false });
const at = (latitude: number, longitude: number) => positionColumns({ latitude, longitude, position_precision: "friends" }, "create");

/** The report ids of the CSV export, in the file's order (its last column is each catch's link). */
async function exportedIds(member: Member, query: string): Promise<number[]> {
  const res = await call(exportRoute, { cookie: await sessionCookie(member), path: `/api/profile/catches/export?format=csv${query ? `&${query}` : ""}` });
  expect(res.status, await res.clone().text()).toBe(200);
  const lines = (await res.text()).split("\r\n").slice(1).filter(Boolean);
  return lines.map((line) => Number(/\/reports\/(\d+)$/.exec(line)?.[1]));
}

/** Every page of the list for the address's query, as /my-profile reads it. */
async function listedIds(member: Member, query: string): Promise<number[]> {
  const read = readLogbookForm(Object.fromEntries(new URLSearchParams(query)));
  expect(read.errors).toEqual({});
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const shown = await readLogbookPage({ owner: actorOf(member), filter: read.filter!, page });
    ids.push(...shown.reports.map((report) => report.id));
    expect(shown.total).toBeGreaterThanOrEqual(ids.length);
    if (page >= shown.pages) return ids;
  }
}

describe("the logbook's list and its export", () => {
  it("hold the same catches in the same order for every filter the form offers", async () => {
    const owner = await createUser(db, { username: "loggboken" });
    const other = await createUser(db, { username: "grannen" });
    // Filed under their species, as a posted or imported catch is; the mermaid is in no catalogue.
    const gadda = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true } });
    const abborre = await db.species.findUniqueOrThrow({ where: { slug: "abborre" }, select: { id: true } });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    await createReport(db, { userId: owner.id, fish: "Gädda", speciesId: gadda.id, fishingDate: day("2026-05-02"), image: "gadda.webp", ...at(59.3, 18.1) });
    await createReport(db, { userId: owner.id, fish: "gädda", speciesId: gadda.id, fishingDate: day("2026-04-01") });
    await createReport(db, { userId: owner.id, fish: "Abborre", speciesId: abborre.id, fishingDate: day("2026-05-02"), ...at(59.8, 17.6) });
    await createReport(db, { userId: owner.id, fish: "abborre", speciesId: abborre.id, fishingDate: day("2025-08-15"), image: "abborre.webp" });
    await createReport(db, { userId: owner.id, fish: "Sjöjungfru", fishingDate: day("2024-07-01") });
    await createReport(db, { userId: other.id, fish: "Gädda", speciesId: gadda.id, fishingDate: day("2026-05-02"), image: "annan.webp", ...at(59.3, 18.1) });

    expect(await listLogbookSpecies(owner.id)).toEqual(["Abborre", "Gädda", "Sjöjungfru"]);
    const expected: Record<string, number> = {
      "": 5,
      "species=g%C3%A4dda": 2,
      "species=sj%C3%B6jungfru": 1,
      "from=2026-01-01": 3,
      "from=2025-01-01&to=2026-04-30": 2,
      "has_photo=yes": 2,
      "has_photo=no": 3,
      "has_position=yes": 2,
      "has_position=no": 3,
      "species=abborre&has_photo=no&has_position=yes": 1,
    };
    for (const [query, count] of Object.entries(expected)) {
      const listed = await listedIds(owner, query);
      expect(listed, query).toHaveLength(count);
      expect(await exportedIds(owner, query), query).toEqual(listed);
    }
  });

  it("page through every catch, and the export holds all of them", async () => {
    const owner = await createUser(db, { username: "flitigare" });
    await db.$executeRaw`
      INSERT INTO reports (user_id, fish, weight, length, location, fishing_date)
      SELECT ${owner.id}, 'Mört', 0.2, 18, 'Sjö', DATE '2026-01-01' + (n / 9)
      FROM generate_series(1, ${LOGBOOK_PAGE_SIZE * 2 + 7}) AS n`;
    const first = await readLogbookPage({ owner: actorOf(owner), filter: readLogbookForm({}).filter!, page: 1 });
    expect({ total: first.total, pages: first.pages, shown: first.reports.length }).toEqual({ total: LOGBOOK_PAGE_SIZE * 2 + 7, pages: 3, shown: LOGBOOK_PAGE_SIZE });
    const listed = await listedIds(owner, "");
    expect(new Set(listed).size).toBe(LOGBOOK_PAGE_SIZE * 2 + 7);
    expect(await exportedIds(owner, "")).toEqual(listed);
    // Past the last page: the last page.
    expect((await readLogbookPage({ owner: actorOf(owner), filter: readLogbookForm({}).filter!, page: 99 })).page).toBe(3);
  });

  it("refuses a wrong filter in the form and in the export with the same Swedish message", async () => {
    const owner = await createUser(db, { username: "felfiltret" });
    const read = readLogbookForm({ has_photo: "kanske", from: "2026-05-01", to: "2026-04-01" });
    expect(read.filter).toBeNull();
    expect(read.errors).toEqual({ has_photo: "Välj med eller utan bild", to: "Till-datumet kan inte vara före från-datumet" });
    const res = await call(exportRoute, { cookie: await sessionCookie(owner), path: "/api/profile/catches/export?format=csv&has_photo=kanske" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { has_photo: "Välj med eller utan bild" } });
  });
});
