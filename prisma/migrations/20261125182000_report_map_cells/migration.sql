-- CreateTable
CREATE TABLE "report_map_cells" (
    "cell_latitude" DOUBLE PRECISION NOT NULL,
    "cell_longitude" DOUBLE PRECISION NOT NULL,
    "reports" INTEGER NOT NULL,

    CONSTRAINT "report_map_cells_pkey" PRIMARY KEY ("cell_latitude","cell_longitude")
);

-- The catch map's count per grid cell of the catches everyone may see there (a position that is not hidden),
-- kept per statement from the transition tables like the home statistics: each cell changes once by the net
-- difference, and a cell whose count reaches zero is removed.
CREATE FUNCTION report_map_cells_add(p_latitudes double precision[], p_longitudes double precision[], p_deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_emptied_latitudes double precision[];
  v_emptied_longitudes double precision[];
BEGIN
  WITH changes AS (
    SELECT latitude, longitude, sum(delta)::int AS reports
    FROM unnest(p_latitudes, p_longitudes, p_deltas) AS c(latitude, longitude, delta)
    WHERE latitude IS NOT NULL
    GROUP BY latitude, longitude HAVING sum(delta) <> 0
  ), counted AS (
    INSERT INTO report_map_cells AS s (cell_latitude, cell_longitude, reports)
    SELECT latitude, longitude, reports FROM changes
    ON CONFLICT (cell_latitude, cell_longitude) DO UPDATE SET reports = s.reports + EXCLUDED.reports
    RETURNING s.cell_latitude, s.cell_longitude, s.reports
  )
  SELECT array_agg(cell_latitude) FILTER (WHERE reports <= 0), array_agg(cell_longitude) FILTER (WHERE reports <= 0)
  INTO v_emptied_latitudes, v_emptied_longitudes FROM counted;
  IF v_emptied_latitudes IS NOT NULL THEN
    DELETE FROM report_map_cells m
    USING unnest(v_emptied_latitudes, v_emptied_longitudes) AS e(latitude, longitude)
    WHERE m.cell_latitude = e.latitude AND m.cell_longitude = e.longitude;
  END IF;
END
$$;

CREATE FUNCTION report_map_cells_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_map_cells_add(array_agg(cell_latitude), array_agg(cell_longitude), array_agg(1))
  FROM new_reports WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden';
  RETURN NULL;
END
$$;

CREATE FUNCTION report_map_cells_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_map_cells_add(array_agg(cell_latitude), array_agg(cell_longitude), array_agg(-1))
  FROM old_reports WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden';
  RETURN NULL;
END
$$;

-- Runs for every UPDATE statement (transition tables cannot be combined with UPDATE OF); an unchanged position
-- adds +1 and -1 to the same cell, which cancel out, so nothing is written.
CREATE FUNCTION report_map_cells_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_map_cells_add(array_agg(cell_latitude), array_agg(cell_longitude), array_agg(delta))
  FROM (
    SELECT cell_latitude, cell_longitude, 1 AS delta FROM new_reports WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden'
    UNION ALL
    SELECT cell_latitude, cell_longitude, -1 AS delta FROM old_reports WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden'
  ) c;
  RETURN NULL;
END
$$;

CREATE TRIGGER report_map_cells_insert AFTER INSERT ON reports
REFERENCING NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION report_map_cells_after_insert();

CREATE TRIGGER report_map_cells_delete AFTER DELETE ON reports
REFERENCING OLD TABLE AS old_reports FOR EACH STATEMENT EXECUTE FUNCTION report_map_cells_after_delete();

CREATE TRIGGER report_map_cells_update AFTER UPDATE ON reports
REFERENCING OLD TABLE AS old_reports NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION report_map_cells_after_update();

-- Catches that already have a position.
INSERT INTO report_map_cells (cell_latitude, cell_longitude, reports)
SELECT cell_latitude, cell_longitude, count(*)::int FROM reports
WHERE cell_latitude IS NOT NULL AND position_precision <> 'hidden'
GROUP BY cell_latitude, cell_longitude;
