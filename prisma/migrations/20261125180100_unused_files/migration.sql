-- CreateTable
CREATE TABLE "unused_files" (
    "kind" VARCHAR(20) NOT NULL,
    "file_name" VARCHAR(100) NOT NULL,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "unused_files_pkey" PRIMARY KEY ("kind","file_name")
);

-- CreateIndex
CREATE INDEX "unused_files_last_seen_at_idx" ON "unused_files"("last_seen_at");
