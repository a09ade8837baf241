-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'report_comment';
ALTER TYPE "NotificationType" ADD VALUE 'news_comment';

-- CreateTable
CREATE TABLE "comments" (
    "id" SERIAL NOT NULL,
    "report_id" INTEGER,
    "news_id" INTEGER,
    "author_id" INTEGER,
    "parent_id" INTEGER,
    "body" VARCHAR(1000) NOT NULL,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comment_flags" (
    "id" SERIAL NOT NULL,
    "comment_id" INTEGER NOT NULL,
    "reporter_id" INTEGER NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "status" "FlagStatus" NOT NULL DEFAULT 'open',
    "open_marker" BOOLEAN DEFAULT true,
    "resolved_by_id" INTEGER,
    "resolved_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_flags_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "comments_report_id_created_at_idx" ON "comments"("report_id", "created_at");

-- CreateIndex
CREATE INDEX "comments_news_id_created_at_idx" ON "comments"("news_id", "created_at");

-- CreateIndex
CREATE INDEX "comments_author_id_idx" ON "comments"("author_id");

-- CreateIndex
CREATE INDEX "comments_parent_id_idx" ON "comments"("parent_id");

-- CreateIndex
CREATE INDEX "comment_flags_status_created_at_idx" ON "comment_flags"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "comment_flags_comment_id_reporter_id_open_marker_key" ON "comment_flags"("comment_id", "reporter_id", "open_marker");

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_id_fkey" FOREIGN KEY ("news_id") REFERENCES "news_articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A comment belongs to exactly one report or one article.
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_thread" CHECK (num_nonnulls("report_id", "news_id") = 1);

-- Only a removed comment may be empty.
ALTER TABLE "comments" ADD CONSTRAINT "comments_body_present" CHECK ("deleted_at" IS NOT NULL OR char_length("body") > 0);
