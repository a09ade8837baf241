-- A species page's counts and patterns, counted in the background (docs/decisions/302-species-counted-in-the-background.md).
--
-- A species page counted its catches, months, baits and methods and eight patterns over every catch of the species
-- on its first read, and every posted catch expired the species pages: on a busy site each species page was drawn
-- from those counts again and again. Now the counts are kept here, one row per species, and recounted by a job
-- (`species-count`, every minute) for the species whose catches changed; a page reads one row. A post only appends
-- which species changed (never a conflict between posts), as the statistics' changes do (decision 294).

CREATE TABLE species_counts (
  species_id INTEGER PRIMARY KEY REFERENCES species(id) ON DELETE CASCADE,
  -- reportCount, releasedCount, months ({'YYYY-MM': count} for the thirteen months up to the counting), baits,
  -- methods and patterns, as lib/species/counts.ts writes them
  counts JSONB NOT NULL,
  counted_at TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

-- Appended by the triggers below, emptied by the job once it has counted a species again.
CREATE TABLE species_count_changes (
  id BIGSERIAL PRIMARY KEY,
  species_id INTEGER NOT NULL
);

CREATE FUNCTION species_count_changes_of_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO species_count_changes (species_id) SELECT DISTINCT species_id FROM new_rows WHERE species_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO species_count_changes (species_id) SELECT DISTINCT species_id FROM old_rows WHERE species_id IS NOT NULL;
  ELSE
    INSERT INTO species_count_changes (species_id)
    SELECT species_id FROM new_rows WHERE species_id IS NOT NULL
    UNION SELECT species_id FROM old_rows WHERE species_id IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reports_species_counts_insert AFTER INSERT ON reports
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION species_count_changes_of_reports();
CREATE TRIGGER reports_species_counts_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION species_count_changes_of_reports();
CREATE TRIGGER reports_species_counts_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION species_count_changes_of_reports();

-- A catch's weather feeds its species' patterns (pressure, water temperature).
CREATE FUNCTION species_count_changes_of_conditions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO species_count_changes (species_id)
  SELECT DISTINCT r.species_id FROM new_rows c JOIN reports r ON r.id = c.report_id WHERE r.species_id IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER report_conditions_species_counts_insert AFTER INSERT ON report_conditions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION species_count_changes_of_conditions();
CREATE TRIGGER report_conditions_species_counts_update AFTER UPDATE ON report_conditions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION species_count_changes_of_conditions();
