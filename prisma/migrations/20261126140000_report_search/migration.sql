-- Search and filters over every report (docs/decisions/210-report-search-and-filters.md).
-- Words are matched by PostgreSQL's Swedish text search (stems: 'gäddor' and 'gädda' are both 'gädd'); partial and
-- misspelt words by trigrams over the same text folded to plain letters (å→a, ä→a, ö→o), so 'gadda' and 'gäd' find
-- 'Gädda'. Both live in stored generated columns: ranking reads them instead of recomputing them per row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case without Swedish diacritics: the rule lib/search/text.ts applies to what is searched for.
CREATE FUNCTION fg_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT translate(lower(value), 'åäöéèëüáàæøâ', 'aaoeeeuaaaoa') $$;

ALTER TABLE "reports"
  ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('swedish'::regconfig, coalesce("fish", '')), 'A') ||
    setweight(to_tsvector('swedish'::regconfig, coalesce("location", '')), 'B') ||
    setweight(to_tsvector('swedish'::regconfig, coalesce("bait", '') || ' ' || coalesce("method", '')), 'C') ||
    setweight(to_tsvector('swedish'::regconfig, coalesce("notes", '')), 'D')
  ) STORED,
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (
    fg_fold(coalesce("fish", '') || ' ' || coalesce("location", '') || ' ' || coalesce("bait", '') || ' ' ||
            coalesce("method", '') || ' ' || coalesce("notes", ''))
  ) STORED;

CREATE INDEX "reports_search_document_idx" ON "reports" USING gin ("search_document");
CREATE INDEX "reports_search_text_trgm_idx" ON "reports" USING gin ("search_text" gin_trgm_ops);

-- Text filters: a part of the place, bait or method, in any case and with or without å, ä and ö.
CREATE INDEX "reports_location_trgm_idx" ON "reports" USING gin (fg_fold("location") gin_trgm_ops);
CREATE INDEX "reports_bait_trgm_idx" ON "reports" USING gin (fg_fold("bait") gin_trgm_ops);
CREATE INDEX "reports_method_trgm_idx" ON "reports" USING gin (fg_fold("method") gin_trgm_ops);
-- A species filter that is not in the catalogue: the catch's own words for the fish.
CREATE INDEX "reports_fish_folded_idx" ON "reports" (fg_fold("fish"), "fishing_date" DESC, "id" DESC);

-- Where a filter meets the default order (newest catch first): one index range scan per page.
CREATE INDEX "reports_species_date_idx" ON "reports" ("species_id", "fishing_date" DESC, "id" DESC);
-- A month or season of any year.
CREATE INDEX "reports_month_date_idx" ON "reports" ((EXTRACT(MONTH FROM "fishing_date")::int), "fishing_date" DESC, "id" DESC);
-- The yes/no filters: only the rows that have the mark, in list order.
CREATE INDEX "reports_photo_date_idx" ON "reports" ("fishing_date" DESC, "id" DESC) WHERE "image" IS NOT NULL;
CREATE INDEX "reports_released_date_idx" ON "reports" ("fishing_date" DESC, "id" DESC) WHERE "released";
CREATE INDEX "reports_personal_best_date_idx" ON "reports" ("fishing_date" DESC, "id" DESC) WHERE "is_personal_best";
