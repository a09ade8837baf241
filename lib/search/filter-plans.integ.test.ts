// Every filter and the text search, in every order, planned by PostgreSQL on a table big enough that a sequential
// scan costs what it would in production: the plan of each statement a filtered page runs must not read the whole
// reports table. The planner is left to choose (no enable_seqscan = off): what is tested is what it would do.
import { beforeAll, describe, expect, it } from "vitest";
import { db, Prisma } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { reportFilterSchema } from "@/lib/reports/filters";
import { filteredPageStatements, type ListOrder } from "@/lib/search/list";

const REPORTS = 60_000;
const MEMBERS = 600;

beforeAll(async () => {
  await resetDatabase();
  await db.$executeRaw`
    INSERT INTO users (username, username_key, password_hash, age, is_anonymous, created_at, updated_at)
    SELECT 'planfiskare' || g, 'planfiskare' || g, 'x', 30, g % 9 = 0, now(), now() FROM generate_series(1, ${MEMBERS}::int) g`;
  // Spread like the bench's data: twelve species, a dozen waters, five baits and methods, notes on a quarter, a photo
  // on a fifth, a third released, two years of dates.
  await db.$executeRaw`
    INSERT INTO reports (user_id, fish, weight, length, location, bait, method, notes, image, released, is_personal_best, fishing_date, created_at)
    SELECT 1 + (g * 7919) % ${MEMBERS}::int,
           (array['Gädda','Abborre','Gös','Öring','Lax','Röding','Harr','Sik','Braxen','Ål','Torsk','Id'])[1 + g % 12],
           round((0.2 + (g * 37 % 1000) / 80.0)::numeric, 1), round((15 + (g * 53 % 1000) / 10.0)::numeric, 0),
           (array['Mälaren','Vänern','Vättern','Storsjön','Siljan','Åsnen','Bolmen','Hjälmaren','Ätran','Öresund','Runn'])[1 + g % 11]
             || ', plats ' || (g % 400),
           (array['Wobbler','Jigg','Mask','Spinnare',null])[1 + g % 5], (array['Spinnfiske','Mete','Trolling','Flugfiske',null])[1 + g % 5],
           CASE WHEN g % 1000 = 0 THEN 'Sällsynt regnbåge vid dammen'
                WHEN g % 4 = 0 THEN (array['Fin fisk en tidig morgon','Tog nära vassen i motvind','Blank dag tills skymningen'])[1 + g % 3] END,
           CASE WHEN g % 5 = 0 THEN 'bild' || g || '.webp' END, g % 3 = 0, g % 23 = 0,
           current_date - (g % 730), now()
    FROM generate_series(1, ${REPORTS}::int) g`;
  await db.$executeRaw`UPDATE reports r SET species_id = s.id FROM species s WHERE s.name = r.fish`;
  await db.$executeRawUnsafe("VACUUM ANALYZE reports");
  await db.$executeRawUnsafe("ANALYZE users");
}, 180_000);

const FILTERS = [
  "species=gadda",
  "species=sillkung",
  "from=2026-01-01&to=2026-02-01",
  "month=10",
  "season=sommar",
  "place=malaren",
  "bait=jigg",
  "method=trolling",
  "weight_min=12",
  "weight_max=0.3",
  "length_min=110",
  "length_max=16",
  "photo=1",
  "released=1",
  "personal_best=1",
  "big_fish=1",
  "species=gadda&month=10&weight_min=5",
  "species=gos&from=2025-06-01&to=2025-09-30&weight_min=3",
  "q=g%C3%A4ddor",
  "q=gadda",
  "q=g%C3%A4d",
  "q=vassen",
  "q=abborar",
  // common words: a bait on a fifth of the catches, a species on a twelfth
  "q=wobbler",
  "q=abborre",
  // a rare word: sixty catches
  "q=regnb%C3%A5ge",
  "q=tidig+morgon&species=abborre",
];
const ORDERS: ListOrder[] = ["date", "fish", "fisher", "location"];

/** The plan's node types over `reports`, e.g. ["Index Scan using reports_species_date_idx"]. */
async function plan(statement: Prisma.Sql): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${statement.text}`, ...statement.values);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

const SEQ_SCAN_ON_REPORTS = /Seq Scan on reports\b/;

describe("the plans of filtered pages on 60,000 reports", () => {
  for (const query of FILTERS) {
    const filter = reportFilterSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const orders: ListOrder[] = filter.q ? ["relevance", ...ORDERS] : ORDERS;
    for (const order of orders) {
      it(`${decodeURIComponent(query)} by ${order} reads reports through an index`, async () => {
        const statements = await filteredPageStatements({ filter, order, cursor: null, limit: 20 });
        for (const [name, statement] of Object.entries(statements)) {
          const text = await plan(statement);
          expect(text, `${name}:\n${text}`).not.toMatch(SEQ_SCAN_ON_REPORTS);
          expect(text, `${name}:\n${text}`).toMatch(/Index|Bitmap/);
        }
      });
    }
  }

  it("a species filter in date order walks the composite index where it meets the order", async () => {
    const filter = reportFilterSchema.parse({ species: "gadda" });
    const { page } = await filteredPageStatements({ filter, order: "date", cursor: null, limit: 20 });
    expect(await plan(page)).toMatch(/reports_species_date_idx/);
  });

  it("a search for a rare word finds its few matches through the text-search and trigram indexes", async () => {
    const { page } = await filteredPageStatements({ filter: reportFilterSchema.parse({ q: "regnbåge" }), order: "relevance", cursor: null, limit: 20 });
    const text = await plan(page);
    expect(text).toMatch(/reports_search_document_idx/);
    expect(text).toMatch(/reports_search_text_trgm_idx/);
  });
});
