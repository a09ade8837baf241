-- A species page (lib/species/queries.ts) and its patterns (lib/conditions/patterns.ts) count every catch of the
-- species: released or not, by month, bait, method and season, and the members behind each. Through
-- reports_species_date_idx each count read the catches' rows from the table itself, spread over all of it: at a
-- million reports about 170 ms a query, and a species page's first read took a third of a second of the database.
-- With the columns those counts read carried in an index of their own, they are index-only scans: 11–40 ms, and
-- three times the species pages a second on their first read (docs/performance.md, 27 November). Prisma's schema
-- cannot write INCLUDE, so the index lives here only (prisma/schema/reports.prisma says so).
CREATE INDEX "reports_species_stats_idx" ON "reports" ("species_id")
  INCLUDE ("released", "bait", "method", "fishing_date", "catch_time", "user_id", "id");
