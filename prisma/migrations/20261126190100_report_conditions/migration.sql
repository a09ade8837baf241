-- A catch's weather, looked up from SMHI in the background, and SMHI's answers kept for reuse.
CREATE TABLE "report_conditions" (
    "report_id" INTEGER NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "looked_up_at" TIMESTAMPTZ(3),
    "air_temperature" REAL,
    "wind_speed" REAL,
    "wind_direction" SMALLINT,
    "pressure" REAL,
    "pressure_trend" REAL,
    "cloud_cover" SMALLINT,
    "precipitation" REAL,
    "water_temperature" REAL,
    "stations" JSONB,
    "member_fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_conditions_pkey" PRIMARY KEY ("report_id")
);

CREATE INDEX "report_conditions_status_next_attempt_at_idx" ON "report_conditions"("status", "next_attempt_at");

ALTER TABLE "report_conditions" ADD CONSTRAINT "report_conditions_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "smhi_fetches" (
    "key" VARCHAR(120) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "data" JSONB NOT NULL,

    CONSTRAINT "smhi_fetches_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "smhi_fetches_fetched_at_idx" ON "smhi_fetches"("fetched_at");
