-- Catches brought in from a spreadsheet (lib/logbook-import/) and the jobs a member waits for (lib/jobs/member-jobs.ts).

CREATE TYPE "MemberJobState" AS ENUM ('waiting', 'running', 'done', 'failed');

ALTER TYPE "NotificationType" ADD VALUE 'logbook_import';

CREATE TABLE "member_jobs" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "state" "MemberJobState" NOT NULL DEFAULT 'waiting',
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "error" VARCHAR(300),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "member_jobs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "member_jobs_user_id_created_at_idx" ON "member_jobs"("user_id", "created_at" DESC);
ALTER TABLE "member_jobs" ADD CONSTRAINT "member_jobs_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "logbook_imports" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "file_name" VARCHAR(200) NOT NULL,
    "headers" JSONB NOT NULL,
    "rows" JSONB NOT NULL,
    "mapping" JSONB,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "duplicates" INTEGER NOT NULL DEFAULT 0,
    "wrong" JSONB NOT NULL DEFAULT '[]',
    "job_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    CONSTRAINT "logbook_imports_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "logbook_imports_job_id_key" ON "logbook_imports"("job_id");
CREATE INDEX "logbook_imports_user_id_created_at_idx" ON "logbook_imports"("user_id", "created_at" DESC);
ALTER TABLE "logbook_imports" ADD CONSTRAINT "logbook_imports_user_id_fkey"
  FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "logbook_imports" ADD CONSTRAINT "logbook_imports_job_id_fkey"
  FOREIGN KEY ("job_id") REFERENCES "member_jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A catch remembers the import that brought it in; nothing else about it differs.
ALTER TABLE "reports" ADD COLUMN "import_id" INTEGER;
CREATE INDEX "reports_import_id_idx" ON "reports"("import_id");
ALTER TABLE "reports" ADD CONSTRAINT "reports_import_id_fkey"
  FOREIGN KEY ("import_id") REFERENCES "logbook_imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;
