-- A member's count of catches is kept as changes too (docs/decisions/294-counts-as-changes.md, revised).
--
-- It was the one count still updated in place, on the reasoning that only a member's own posts touch it. But a
-- member's own writes do meet: a post beside a logbook import (250 catches per transaction), two devices at once.
-- Each held the member's row locked from its insert to its commit, so they queued one behind the other. Now a post appends its change, readers add up the total and the changes not folded
-- yet (a view under the old name), and the count-fold job folds them with the others.

ALTER TABLE report_stats_by_user RENAME TO report_member_counts;
ALTER TABLE report_member_counts RENAME CONSTRAINT report_stats_by_user_pkey TO report_member_counts_pkey;

-- Appended by the counting triggers, emptied by report_counts_fold(); only its key, so an append stays cheap.
CREATE TABLE report_member_changes (
  id BIGSERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL,
  delta INTEGER NOT NULL
);

-- Exactly the members with catches, as before: a member whose catches are all gone (or whose account went with
-- them) is left out, even while their folded total still waits for the fold.
CREATE VIEW report_stats_by_user AS
SELECT user_id, sum(reports)::int AS reports
FROM (
  SELECT user_id, reports FROM report_member_counts
  UNION ALL
  SELECT user_id, delta FROM report_member_changes
) c
GROUP BY user_id
HAVING sum(reports) > 0;

CREATE OR REPLACE FUNCTION report_stats_add(p_user_ids integer[], p_dates date[], p_locations text[], p_ids integer[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_member_changes (user_id, delta)
  SELECT user_id, sum(delta)::int
  FROM unnest(p_user_ids, p_deltas) AS c(user_id, delta)
  GROUP BY user_id HAVING sum(delta) <> 0;

  INSERT INTO report_weekday_changes (iso_weekday, delta)
  SELECT extract(isodow FROM fishing_date)::smallint, sum(delta)::int
  FROM unnest(p_dates, p_deltas) AS c(fishing_date, delta)
  GROUP BY 1 HAVING sum(delta) <> 0;

  -- A place is shown as most recently spelled: the added report with the highest id names it.
  INSERT INTO report_location_changes (location_key, name, delta)
  SELECT lower(name COLLATE "sv-SE-x-icu"), (array_agg(name ORDER BY delta DESC, id DESC))[1], sum(delta)::int
  FROM (
    SELECT btrim(location, E' \t\r\n') AS name, id, delta
    FROM unnest(p_locations, p_ids, p_deltas) AS c(location, id, delta)
  ) places
  WHERE name <> ''
  GROUP BY 1 HAVING sum(delta) <> 0;
END
$$;

-- As before (see 20261128060000_report_count_changes), with the members' changes folded first. Only the members a
-- fold touched are looked at for totals that reached zero: their table has a row per member with catches.
CREATE OR REPLACE FUNCTION report_counts_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_members integer;
  v_emptied integer[];
  v_weekdays integer;
  v_places integer;
  v_cells integer;
BEGIN
  WITH taken AS (DELETE FROM report_member_changes RETURNING user_id, delta),
  summed AS (SELECT user_id, sum(delta)::int AS delta, count(*) AS n FROM taken GROUP BY user_id),
  applied AS (
    INSERT INTO report_member_counts AS s (user_id, reports)
    SELECT user_id, delta FROM summed WHERE delta <> 0
    ON CONFLICT (user_id) DO UPDATE SET reports = s.reports + EXCLUDED.reports
    RETURNING s.user_id, s.reports
  )
  SELECT (SELECT coalesce(sum(n), 0) FROM summed), (SELECT array_agg(user_id) FROM applied WHERE reports <= 0)
  INTO v_members, v_emptied;
  IF v_emptied IS NOT NULL THEN
    DELETE FROM report_member_counts WHERE user_id = ANY (v_emptied);
  END IF;

  WITH taken AS (DELETE FROM report_weekday_changes RETURNING iso_weekday, delta),
  summed AS (SELECT iso_weekday, sum(delta)::int AS delta, count(*) AS n FROM taken GROUP BY iso_weekday),
  applied AS (
    INSERT INTO report_weekday_counts AS s (iso_weekday, reports)
    SELECT iso_weekday, delta FROM summed WHERE delta <> 0
    ON CONFLICT (iso_weekday) DO UPDATE SET reports = s.reports + EXCLUDED.reports
  )
  SELECT coalesce(sum(n), 0) INTO v_weekdays FROM summed;
  DELETE FROM report_weekday_counts WHERE reports <= 0;

  WITH taken AS (DELETE FROM report_location_changes RETURNING id, location_key, name, delta),
  summed AS (
    SELECT location_key, sum(delta)::int AS delta, count(*) AS n,
           (array_agg(name ORDER BY id DESC) FILTER (WHERE delta > 0))[1] AS name
    FROM taken GROUP BY location_key
  ),
  applied AS (
    INSERT INTO report_location_counts AS s (location_key, name, reports)
    -- '' stands for "no change added reports here": a place is never blank, so it cannot be a spelling.
    SELECT location_key, coalesce(name, ''), delta FROM summed WHERE delta <> 0 OR name IS NOT NULL
    ON CONFLICT (location_key) DO UPDATE
    SET reports = s.reports + EXCLUDED.reports,
        name = CASE WHEN EXCLUDED.name <> '' THEN EXCLUDED.name ELSE s.name END
  )
  SELECT coalesce(sum(n), 0) INTO v_places FROM summed;
  DELETE FROM report_location_counts WHERE reports <= 0;

  WITH taken AS (DELETE FROM report_map_cell_changes RETURNING cell_latitude, cell_longitude, delta),
  summed AS (SELECT cell_latitude, cell_longitude, sum(delta)::int AS delta, count(*) AS n FROM taken GROUP BY 1, 2),
  applied AS (
    INSERT INTO report_map_cell_counts AS s (cell_latitude, cell_longitude, reports)
    SELECT cell_latitude, cell_longitude, delta FROM summed WHERE delta <> 0
    ON CONFLICT (cell_latitude, cell_longitude) DO UPDATE SET reports = s.reports + EXCLUDED.reports
  )
  SELECT coalesce(sum(n), 0) INTO v_cells FROM summed;
  DELETE FROM report_map_cell_counts WHERE reports <= 0;

  RETURN v_members + v_weekdays + v_places + v_cells;
END
$$;

-- Recomputes every count from the reports table (for bulk loads that ran with triggers disabled).
CREATE OR REPLACE FUNCTION report_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_member_changes;
  DELETE FROM report_member_counts;
  DELETE FROM report_weekday_changes;
  DELETE FROM report_weekday_counts;
  DELETE FROM report_location_changes;
  DELETE FROM report_location_counts;
  INSERT INTO report_member_counts (user_id, reports)
    SELECT user_id, count(*) FROM reports GROUP BY user_id;
  INSERT INTO report_weekday_counts (iso_weekday, reports)
    SELECT extract(isodow FROM fishing_date)::smallint, count(*) FROM reports GROUP BY 1;
  INSERT INTO report_location_counts (location_key, name, reports)
    SELECT lower(btrim(location, E' \t\r\n') COLLATE "sv-SE-x-icu"),
           (array_agg(btrim(location, E' \t\r\n') ORDER BY id DESC))[1],
           count(*)
    FROM reports
    WHERE btrim(location, E' \t\r\n') <> ''
    GROUP BY 1;
END
$$;
