-- Opening the notifications screen resets the bell: it counts unread notifications that arrived since then.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "notifications_seen_at" TIMESTAMP(3);
