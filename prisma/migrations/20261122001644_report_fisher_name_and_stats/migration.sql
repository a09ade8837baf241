-- Two things the reports list and the home page need at a million reports, both kept by triggers so that every
-- writer (the app, the seed, cascades from deleting a member, admin bulk deletes) keeps them right in the same
-- transaction as the change:
-- 1. reports.fisher_name: the fisher as everyone may see them ('anonym#007' for an anonymous member), so "fisher
--    A–Ö" sorts by what is shown (sorting by the hidden username would leak it) and can use an index.
-- 2. report_stats_by_*: running counts behind the home statistics (active anglers, weekday, location), so the
--    home page never aggregates the whole reports table.

-- The public name of a fisher. lpad would cut ids of 4+ digits, hence the CASE. Mirrored by
-- lib/profiles/display-name.ts (a test keeps the two equal).
CREATE FUNCTION fisher_display_name(p_user_id integer, p_username text, p_is_anonymous boolean)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_is_anonymous THEN 'anonym#' || CASE WHEN p_user_id < 100 THEN lpad(p_user_id::text, 3, '0') ELSE p_user_id::text END
    ELSE p_username
  END
$$;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN "fisher_name" VARCHAR(30) COLLATE "sv-SE-x-icu" NOT NULL DEFAULT '';

UPDATE "reports" r SET "fisher_name" = fisher_display_name(u."id", u."username", u."is_anonymous")
FROM "users" u WHERE u."id" = r."user_id";

-- CreateIndex
CREATE INDEX "reports_fisher_name_id_idx" ON "reports"("fisher_name", "id");

-- CreateTable
CREATE TABLE "report_stats_by_user" (
    "user_id" INTEGER NOT NULL,
    "reports" INTEGER NOT NULL,

    CONSTRAINT "report_stats_by_user_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "report_stats_by_weekday" (
    "iso_weekday" SMALLINT NOT NULL,
    "reports" INTEGER NOT NULL,

    CONSTRAINT "report_stats_by_weekday_pkey" PRIMARY KEY ("iso_weekday")
);

-- CreateTable
CREATE TABLE "report_stats_by_location" (
    "location_key" VARCHAR(100) COLLATE "sv-SE-x-icu" NOT NULL,
    "name" VARCHAR(100) COLLATE "sv-SE-x-icu" NOT NULL,
    "reports" INTEGER NOT NULL,

    CONSTRAINT "report_stats_by_location_pkey" PRIMARY KEY ("location_key")
);

-- CreateIndex
CREATE INDEX "report_stats_by_location_reports_name_idx" ON "report_stats_by_location"("reports" DESC, "name");

-- Adds p_delta (+1 or -1) reports for one member, weekday and location.
CREATE FUNCTION report_stats_apply(p_user_id integer, p_fishing_date date, p_location text, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_name text := btrim(p_location, E' \t\r\n');
  v_key text := lower(v_name COLLATE "sv-SE-x-icu");
BEGIN
  INSERT INTO report_stats_by_user AS s (user_id, reports) VALUES (p_user_id, p_delta)
    ON CONFLICT (user_id) DO UPDATE SET reports = s.reports + EXCLUDED.reports;
  IF p_delta < 0 THEN
    DELETE FROM report_stats_by_user WHERE user_id = p_user_id AND reports <= 0;
  END IF;

  INSERT INTO report_stats_by_weekday AS s (iso_weekday, reports)
    VALUES (extract(isodow FROM p_fishing_date)::smallint, p_delta)
    ON CONFLICT (iso_weekday) DO UPDATE SET reports = s.reports + EXCLUDED.reports;

  IF v_key <> '' THEN
    INSERT INTO report_stats_by_location AS s (location_key, name, reports) VALUES (v_key, v_name, p_delta)
      ON CONFLICT (location_key) DO UPDATE
      SET reports = s.reports + EXCLUDED.reports,
          name = CASE WHEN EXCLUDED.reports > 0 THEN EXCLUDED.name ELSE s.name END;
    IF p_delta < 0 THEN
      DELETE FROM report_stats_by_location WHERE location_key = v_key AND reports <= 0;
    END IF;
  END IF;
END
$$;

-- Recomputes every running count from the reports table (for bulk loads that ran with triggers disabled).
CREATE FUNCTION report_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_stats_by_user;
  DELETE FROM report_stats_by_weekday;
  DELETE FROM report_stats_by_location;
  INSERT INTO report_stats_by_user (user_id, reports)
    SELECT user_id, count(*) FROM reports GROUP BY user_id;
  INSERT INTO report_stats_by_weekday (iso_weekday, reports)
    SELECT extract(isodow FROM fishing_date)::smallint, count(*) FROM reports GROUP BY 1;
  INSERT INTO report_stats_by_location (location_key, name, reports)
    SELECT lower(btrim(location, E' \t\r\n') COLLATE "sv-SE-x-icu"),
           (array_agg(btrim(location, E' \t\r\n') ORDER BY id DESC))[1],
           count(*)
    FROM reports
    WHERE btrim(location, E' \t\r\n') <> ''
    GROUP BY 1;
END
$$;

SELECT report_stats_rebuild();

CREATE FUNCTION reports_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_stats_apply(OLD.user_id, OLD.fishing_date, OLD.location, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_stats_apply(NEW.user_id, NEW.fishing_date, NEW.location, 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reports_stats
AFTER INSERT OR DELETE OR UPDATE OF user_id, fishing_date, location ON reports
FOR EACH ROW EXECUTE FUNCTION reports_stats_trigger();

-- fisher_name always follows the member: it cannot be set to anything else by hand.
CREATE FUNCTION reports_fisher_name_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fisher_name := coalesce(
    (SELECT fisher_display_name(u.id, u.username, u.is_anonymous) FROM users u WHERE u.id = NEW.user_id),
    '');
  RETURN NEW;
END
$$;

CREATE TRIGGER reports_fisher_name
BEFORE INSERT OR UPDATE OF user_id, fisher_name ON reports
FOR EACH ROW EXECUTE FUNCTION reports_fisher_name_trigger();

-- Renaming a member or switching anonymity renames all their reports in the same transaction.
CREATE FUNCTION users_fisher_name_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.username IS DISTINCT FROM OLD.username OR NEW.is_anonymous IS DISTINCT FROM OLD.is_anonymous THEN
    UPDATE reports SET fisher_name = fisher_display_name(NEW.id, NEW.username, NEW.is_anonymous)
    WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_fisher_name
AFTER UPDATE OF username, is_anonymous ON users
FOR EACH ROW EXECUTE FUNCTION users_fisher_name_trigger();
