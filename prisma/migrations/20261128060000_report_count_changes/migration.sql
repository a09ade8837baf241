-- The counts many posts touch at once no longer serialise them (docs/decisions/294-counts-as-changes.md).
--
-- The busiest weekday, the places and the catch map's cells were running counts updated in the posting
-- transaction: every post of a Sunday's catch updated the same weekday row, ten catches at one lake the same place
-- row and the same map cell, and each such row stayed locked until its transaction committed. Now a post only
-- appends its change (never a conflict), the counts as read are the folded totals plus the changes not folded yet
-- (views under the old names, so every reader is unchanged), and a background job folds the changes into the
-- totals in one transaction. A crash before a fold loses nothing: the changes were committed with their reports.
-- The count per member stays as it was: only one member's own posts touch it.

ALTER TABLE report_stats_by_weekday RENAME TO report_weekday_counts;
ALTER TABLE report_weekday_counts RENAME CONSTRAINT report_stats_by_weekday_pkey TO report_weekday_counts_pkey;
ALTER TABLE report_stats_by_location RENAME TO report_location_counts;
ALTER TABLE report_location_counts RENAME CONSTRAINT report_stats_by_location_pkey TO report_location_counts_pkey;
ALTER INDEX report_stats_by_location_reports_name_idx RENAME TO report_location_counts_reports_name_idx;
ALTER TABLE report_map_cells RENAME TO report_map_cell_counts;
ALTER TABLE report_map_cell_counts RENAME CONSTRAINT report_map_cells_pkey TO report_map_cell_counts_pkey;

-- Appended by the counting triggers, emptied by report_counts_fold(). No indexes but the key: an append must stay
-- as cheap as can be, and a fold reads them all.
CREATE TABLE report_weekday_changes (
  id BIGSERIAL PRIMARY KEY,
  iso_weekday SMALLINT NOT NULL,
  delta INTEGER NOT NULL
);
CREATE TABLE report_location_changes (
  id BIGSERIAL PRIMARY KEY,
  location_key VARCHAR(100) COLLATE "sv-SE-x-icu" NOT NULL,
  -- the spelling of the change's latest added report; a later change with added reports names the place
  name VARCHAR(100) COLLATE "sv-SE-x-icu" NOT NULL,
  delta INTEGER NOT NULL
);
CREATE TABLE report_map_cell_changes (
  id BIGSERIAL PRIMARY KEY,
  cell_latitude DOUBLE PRECISION NOT NULL,
  cell_longitude DOUBLE PRECISION NOT NULL,
  delta INTEGER NOT NULL
);

-- The counts as every reader saw them before: totals and changes added up, only what is above zero.
CREATE VIEW report_stats_by_weekday AS
SELECT iso_weekday, sum(reports)::int AS reports
FROM (
  SELECT iso_weekday, reports FROM report_weekday_counts
  UNION ALL
  SELECT iso_weekday, delta FROM report_weekday_changes
) c
GROUP BY iso_weekday
HAVING sum(reports) > 0;

-- A place is named by its latest change that added reports, else by its folded total.
CREATE VIEW report_stats_by_location AS
SELECT location_key,
       coalesce((array_agg(name ORDER BY id DESC) FILTER (WHERE id IS NOT NULL AND reports > 0))[1], min(name)) AS name,
       sum(reports)::int AS reports
FROM (
  SELECT location_key, name, reports, NULL::bigint AS id FROM report_location_counts
  UNION ALL
  SELECT location_key, name, delta, id FROM report_location_changes
) c
GROUP BY location_key
HAVING sum(reports) > 0;

CREATE VIEW report_map_cells AS
SELECT cell_latitude, cell_longitude, sum(reports)::int AS reports
FROM (
  SELECT cell_latitude, cell_longitude, reports FROM report_map_cell_counts
  UNION ALL
  SELECT cell_latitude, cell_longitude, delta FROM report_map_cell_changes
) c
GROUP BY cell_latitude, cell_longitude
HAVING sum(reports) > 0;

-- The same function the statement triggers call, now appending the weekday's and the places' net changes; the
-- member's count is updated in place as before.
CREATE OR REPLACE FUNCTION report_stats_add(p_user_ids integer[], p_dates date[], p_locations text[], p_ids integer[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_emptied_users integer[];
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

CREATE OR REPLACE FUNCTION report_map_cells_add(p_latitudes double precision[], p_longitudes double precision[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_map_cell_changes (cell_latitude, cell_longitude, delta)
  SELECT latitude, longitude, sum(delta)::int
  FROM unnest(p_latitudes, p_longitudes, p_deltas) AS c(latitude, longitude, delta)
  WHERE latitude IS NOT NULL
  GROUP BY latitude, longitude HAVING sum(delta) <> 0;
END
$$;

-- Moves every committed change into the totals, in the caller's transaction: a change is taken (deleted) and
-- added in one go, so a fold that fails leaves it where it was, and two folds at once never count one twice (the
-- second waits for the first's deletes and then finds them gone). Totals that reach zero are removed. Answers how
-- many changes it folded.
CREATE FUNCTION report_counts_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_weekdays integer;
  v_places integer;
  v_cells integer;
BEGIN
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

  RETURN v_weekdays + v_places + v_cells;
END
$$;

-- Recomputes every count from the reports table (for bulk loads that ran with triggers disabled).
CREATE OR REPLACE FUNCTION report_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_stats_by_user;
  DELETE FROM report_weekday_changes;
  DELETE FROM report_weekday_counts;
  DELETE FROM report_location_changes;
  DELETE FROM report_location_counts;
  INSERT INTO report_stats_by_user (user_id, reports)
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
