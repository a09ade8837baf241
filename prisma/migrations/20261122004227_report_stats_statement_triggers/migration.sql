-- The running counts behind the home statistics are now kept per statement instead of per row. Row triggers
-- updated the same seven weekday rows once per report, so one statement touching many reports (a bulk load, a
-- member's reports cascading away) grew long update chains on those rows and slowed down quadratically. Per
-- statement, each count is changed once by the net difference, read from the statement's transition tables.

DROP TRIGGER reports_stats ON reports;
DROP FUNCTION reports_stats_trigger();
DROP FUNCTION report_stats_apply(integer, date, text, integer);

-- Adds the net change of a set of reports, each (user, fishing date, location, id) counted +1 or -1.
-- Counts that reach zero are removed, so report_stats_by_user holds exactly the members with reports.
CREATE FUNCTION report_stats_add(p_user_ids integer[], p_dates date[], p_locations text[], p_ids integer[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_emptied_users integer[];
  v_emptied_places text[];
BEGIN
  WITH changes AS (
    SELECT user_id, sum(delta)::int AS reports
    FROM unnest(p_user_ids, p_deltas) AS c(user_id, delta)
    GROUP BY user_id HAVING sum(delta) <> 0
  ), counted AS (
    INSERT INTO report_stats_by_user AS s (user_id, reports) SELECT user_id, reports FROM changes
    ON CONFLICT (user_id) DO UPDATE SET reports = s.reports + EXCLUDED.reports
    RETURNING s.user_id, s.reports
  )
  SELECT array_agg(user_id) FILTER (WHERE reports <= 0) INTO v_emptied_users FROM counted;
  IF v_emptied_users IS NOT NULL THEN
    DELETE FROM report_stats_by_user WHERE user_id = ANY (v_emptied_users);
  END IF;

  INSERT INTO report_stats_by_weekday AS s (iso_weekday, reports)
  SELECT extract(isodow FROM fishing_date)::smallint, sum(delta)::int
  FROM unnest(p_dates, p_deltas) AS c(fishing_date, delta)
  GROUP BY 1 HAVING sum(delta) <> 0
  ON CONFLICT (iso_weekday) DO UPDATE SET reports = s.reports + EXCLUDED.reports;

  -- A place is shown as most recently spelled: the added report with the highest id names it.
  WITH places AS (
    SELECT btrim(location, E' \t\r\n') AS name, id, delta
    FROM unnest(p_locations, p_ids, p_deltas) AS c(location, id, delta)
  ), changes AS (
    SELECT lower(name COLLATE "sv-SE-x-icu") AS location_key,
           (array_agg(name ORDER BY delta DESC, id DESC))[1] AS name,
           sum(delta)::int AS reports
    FROM places WHERE name <> ''
    GROUP BY 1 HAVING sum(delta) <> 0
  ), counted AS (
    INSERT INTO report_stats_by_location AS s (location_key, name, reports)
    SELECT location_key, name, reports FROM changes
    ON CONFLICT (location_key) DO UPDATE
    SET reports = s.reports + EXCLUDED.reports,
        name = CASE WHEN EXCLUDED.reports > 0 THEN EXCLUDED.name ELSE s.name END
    RETURNING s.location_key, s.reports
  )
  SELECT array_agg(location_key) FILTER (WHERE reports <= 0) INTO v_emptied_places FROM counted;
  IF v_emptied_places IS NOT NULL THEN
    DELETE FROM report_stats_by_location WHERE location_key = ANY (v_emptied_places);
  END IF;
END
$$;

CREATE FUNCTION reports_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stats_add(array_agg(user_id), array_agg(fishing_date), array_agg(location::text), array_agg(id), array_agg(1))
  FROM new_reports;
  RETURN NULL;
END
$$;

CREATE FUNCTION reports_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stats_add(array_agg(user_id), array_agg(fishing_date), array_agg(location::text), array_agg(id), array_agg(-1))
  FROM old_reports;
  RETURN NULL;
END
$$;

-- Transition tables cannot be combined with UPDATE OF <columns>, so this runs for every UPDATE statement; when
-- user, date and place are unchanged (e.g. a fisher_name refresh) the +1 and -1 cancel out and nothing is written.
CREATE FUNCTION reports_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_stats_add(array_agg(user_id), array_agg(fishing_date), array_agg(location), array_agg(id), array_agg(delta))
  FROM (
    SELECT user_id, fishing_date, location::text, id, 1 AS delta FROM new_reports
    UNION ALL
    SELECT user_id, fishing_date, location::text, id, -1 AS delta FROM old_reports
  ) c;
  RETURN NULL;
END
$$;

CREATE TRIGGER reports_stats_insert AFTER INSERT ON reports
REFERENCING NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION reports_stats_after_insert();

CREATE TRIGGER reports_stats_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_reports FOR EACH STATEMENT EXECUTE FUNCTION reports_stats_after_delete();

CREATE TRIGGER reports_stats_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_reports NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION reports_stats_after_update();

-- The home page's heaviest and longest fish break ties by id; with id in the index that is a one-row read.
DROP INDEX "reports_weight_idx";
DROP INDEX "reports_length_idx";
CREATE INDEX "reports_weight_id_idx" ON "reports"("weight" DESC, "id");
CREATE INDEX "reports_length_id_idx" ON "reports"("length" DESC, "id");
