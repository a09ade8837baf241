-- The member's feed on / (lib/feed/read.ts): when they last opened it, and each matros's latest catches by index.
ALTER TABLE "users" ADD COLUMN "feed_seen_at" TIMESTAMP(3);
CREATE INDEX "reports_user_id_created_at_id_idx" ON "reports"("user_id", "created_at" DESC, "id" DESC);
