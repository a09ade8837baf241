// The catalogue in the database, reports filed under their species, and the species pages' reads.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createReport as createReportRow, createUser } from "@/prisma/factories";
import { POST as createRoute } from "@/app/api/reports/route";
import type { ReportJson } from "@/lib/reports/types";
import { SPECIES } from "@/lib/species/catalogue";
import { getSpeciesPage, lastTwelveMonths, listSpeciesSummaries } from "@/lib/species/queries";
import { sqlNormalised } from "@/lib/species/catalogue-sql";
import { normaliseSpeciesText } from "@/lib/species/match";
import { countSpecies, recountChangedSpecies } from "@/lib/species/counts";
import { takeExpiredTags } from "@/test/next-cache-stub";

beforeEach(() => resetDatabase());

const gadda = SPECIES.find((s) => s.slug === "gadda")!;

async function post(member: { id: number; username: string }, fields: Record<string, string>) {
  const form = new FormData();
  const all = { weight: "2,5", length: "60", location: "Siljan", date: "2026-05-01", ...fields };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return call(createRoute, { body: form, cookie: await sessionCookie(member), path: "/api/reports" });
}

describe("the catalogue", () => {
  it("is in the database as the catalogue file lists it, and stays when tests empty the tables", async () => {
    const rows = await db.species.findMany({ select: { slug: true, name: true, latin: true }, orderBy: { slug: "asc" } });
    expect(rows).toEqual([...SPECIES].map(({ slug, name, latin }) => ({ slug, name, latin })).sort((a, b) => a.slug.localeCompare(b.slug)));
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });

  it("normalises free text in SQL exactly as the browser and the server do", async () => {
    const samples = ["Gädda ", "  ÖRING", "Regn-båge", "Sjurygg", "Hälleflundra", "Mört_", "Piggvar\t", "Crème"];
    for (const text of samples) {
      const [row] = await db.$queryRawUnsafe<{ n: string }[]>(`SELECT ${sqlNormalised("$1")} AS n`, text);
      expect(row?.n, text).toBe(normaliseSpeciesText(text));
    }
  });
});

describe("posting a report", () => {
  it("files it under the species its free text names, and answers with the species", async () => {
    const member = await createUser(db);
    const res = await post(member, { fish: "gäddor " });
    expect(res.status).toBe(201);
    const report = (await res.json()) as ReportJson;
    expect(report.fish).toBe("gäddor");
    expect(report.species).toEqual({ slug: "gadda", name: gadda.name, latin: gadda.latin });
    expect(report.released).toBe(false);
  });

  it("keeps text that names no species as free text, and 'abborrfiske' names none", async () => {
    const member = await createUser(db);
    for (const fish of ["Sjöodjur", "abborrfiske"]) {
      const report = (await (await post(member, { fish })).json()) as ReportJson;
      expect(report.species, fish).toBeNull();
    }
  });

  it("takes a species the member picked by id, and refuses one that does not exist with 'Okänd art'", async () => {
    const member = await createUser(db);
    const gos = await db.species.findUniqueOrThrow({ where: { slug: "gos" } });
    const picked = (await (await post(member, { fish: "Storgös från Hjälmaren", species_id: String(gos.id) })).json()) as ReportJson;
    expect(picked.species?.slug).toBe("gos");

    const before = await db.report.count();
    for (const species_id of ["999999", "abc", "-1"]) {
      const res = await post(member, { fish: "Gädda", species_id });
      expect(res.status, species_id).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Okänd art", fields: { species_id: "Okänd art" } });
    }
    expect(await db.report.count()).toBe(before);
  });

  it("records a released catch (0/1 as the spec's other flags) and refuses other values", async () => {
    const member = await createUser(db);
    expect(((await (await post(member, { fish: "Gädda", released: "1" })).json()) as ReportJson).released).toBe(true);
    expect(((await (await post(member, { fish: "Gädda", released: "0" })).json()) as ReportJson).released).toBe(false);
    expect((await post(member, { fish: "Gädda", released: "ja" })).status).toBe(400);
  });

  it("marks a catch that reaches Storfiskregistret's minimum as a big fish, and a lighter one not", async () => {
    const member = await createUser(db);
    const minimum = gadda.bigFishMinGrams!;
    const kg = (grams: number) => String(grams / 1000).replace(".", ",");
    expect(((await (await post(member, { fish: "Gädda", weight: kg(minimum) })).json()) as ReportJson).is_big_fish).toBe(true);
    expect(((await (await post(member, { fish: "Gädda", weight: kg(minimum - 100) })).json()) as ReportJson).is_big_fish).toBe(false);
    expect(((await (await post(member, { fish: "Sjöodjur", weight: "99" })).json()) as ReportJson).is_big_fish).toBe(false);
  });
});

describe("the species pages' reads", () => {
  it("count reports per species, most reported first", async () => {
    const member = await createUser(db);
    await post(member, { fish: "Abborre" });
    await post(member, { fish: "abborrar" });
    await post(member, { fish: "Gädda" });
    const summaries = await listSpeciesSummaries();
    expect(summaries.slice(0, 2).map((s) => [s.slug, s.reportCount])).toEqual([
      ["abborre", 2],
      ["gadda", 1],
    ]);
    expect(summaries).toHaveLength(SPECIES.length);
  });

  it("give the heaviest ten, the months, baits, methods and share released, under the privacy policy's names", async () => {
    const named = await createUser(db, { username: "Storfiskaren" });
    const hidden = await createUser(db, { username: "Hemlighetsfull", isAnonymous: true });
    const gaddaId = (await db.species.findUniqueOrThrow({ where: { slug: "gadda" } })).id;
    for (let i = 0; i < 12; i++) {
      await createReportRow(db, {
        userId: i % 2 ? hidden.id : named.id,
        fish: "Gädda",
        speciesId: gaddaId,
        weight: String(2 + i),
        bait: i % 3 ? "Wobbler" : "Jigg",
        method: "Spinn",
        released: i < 3,
        fishingDate: new Date("2026-10-05T00:00:00Z"),
      });
    }
    const page = await getSpeciesPage("gadda", new Date("2026-11-25T12:00:00Z"));
    expect(page?.reportCount).toBe(12);
    expect(page?.releasedCount).toBe(3);
    expect(page?.heaviest.map((r) => Number(r.weight))).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    const names = new Set(page?.heaviest.map((r) => r.username));
    expect(names.has("Hemlighetsfull")).toBe(false);
    expect(page?.heaviest.filter((r) => r.is_anonymous).every((r) => r.user_id === null)).toBe(true);
    expect(page?.months).toHaveLength(12);
    expect(page?.months.at(-1)).toEqual({ month: "2026-11", count: 0 });
    expect(page?.months.find((m) => m.month === "2026-10")?.count).toBe(12);
    expect(page?.baits).toEqual([
      { name: "Wobbler", count: 8 },
      { name: "Jigg", count: 4 },
    ]);
    expect(page?.methods).toEqual([{ name: "Spinn", count: 12 }]);
    expect(await getSpeciesPage("sjoodjur")).toBeNull();
  });

  it("are kept from the first read and counted again in the background once a catch or its weather changes them", async () => {
    const member = await createUser(db);
    const gaddaId = (await db.species.findUniqueOrThrow({ where: { slug: "gadda" } })).id;
    const abborreId = (await db.species.findUniqueOrThrow({ where: { slug: "abborre" } })).id;
    await createReportRow(db, { userId: member.id, fish: "Gädda", speciesId: gaddaId, released: true });
    expect((await getSpeciesPage("gadda"))?.reportCount).toBe(1);
    // The first run counts every species not counted yet, so no visitor waits for it, and the pike its catch changed.
    expect(await recountChangedSpecies()).toBe(SPECIES.length);
    takeExpiredTags();

    // A new catch is only a change noted: the page keeps its counts until the job has counted again.
    const report = await createReportRow(db, { userId: member.id, fish: "Gädda", speciesId: gaddaId });
    expect((await getSpeciesPage("gadda"))?.reportCount).toBe(1);
    expect(await recountChangedSpecies()).toBe(1);
    expect(takeExpiredTags()).toEqual(["species"]);
    expect(await getSpeciesPage("gadda")).toMatchObject({ reportCount: 2, releasedCount: 1 });
    expect(await db.$queryRaw`SELECT * FROM species_count_changes`).toEqual([]);
    expect(await recountChangedSpecies()).toBe(0);

    // Moved to another species: both are counted again; its weather counts for its species' patterns.
    await db.report.update({ where: { id: report.id }, data: { speciesId: abborreId } });
    expect(await recountChangedSpecies()).toBe(2);
    expect((await getSpeciesPage("gadda"))?.reportCount).toBe(1);
    expect((await getSpeciesPage("abborre"))?.reportCount).toBe(1);
    await db.reportConditions.create({ data: { reportId: report.id, status: "done", pressureTrend: 2 } });
    expect(await recountChangedSpecies()).toBe(1);

    // Deleted: counted again as none.
    await db.report.delete({ where: { id: report.id } });
    expect(await recountChangedSpecies()).toBe(1);
    expect((await getSpeciesPage("abborre"))?.reportCount).toBe(0);
  });

  it("are counted in the background, one statement after another, to what a count on the pool gives", async () => {
    const gadda = await db.species.findUniqueOrThrow({ where: { slug: "gadda" }, select: { id: true, slug: true } });
    const members = await Promise.all([1, 2, 3, 4].map(() => createUser(db)));
    const baits = ["Wobbler", "wobbler ", "Jigg", "Spinnare"];
    for (let i = 0; i < 14; i++) {
      await createReportRow(db, {
        userId: members[i % 4]!.id,
        fish: "Gädda",
        speciesId: gadda.id,
        bait: baits[i % 4],
        method: i % 2 ? "Trolling" : "Kastfiske",
        released: i % 3 === 0,
        catchTime: new Date(`1970-01-01T${String(5 + (i % 12)).padStart(2, "0")}:30:00Z`),
        fishingDate: new Date(Date.UTC(2026, 4 + (i % 3), 1 + i)),
      });
    }
    await recountChangedSpecies();
    const [kept] = await db.$queryRaw<{ counts: unknown }[]>`SELECT counts FROM species_counts WHERE species_id = ${gadda.id}`;
    const onThePool = await countSpecies(gadda);
    expect(onThePool.reportCount).toBe(14);
    expect(onThePool.patterns.month).not.toBeNull();
    expect(onThePool.baits.length).toBeGreaterThan(1);
    expect(kept?.counts).toEqual(JSON.parse(JSON.stringify(onThePool)));
  });

  it("count twelve months back from this one, across the turn of the year", () => {
    expect(lastTwelveMonths(new Date("2026-02-10T12:00:00Z"))).toEqual([
      "2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02",
    ]);
  });
});
