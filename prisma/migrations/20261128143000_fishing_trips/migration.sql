-- Fishing trips planned together (docs/decisions/303-fishing-trips.md): the trips, who is invited and what they
-- answered, the trip's comments, a catch's optional trip, and the notification kinds trips cause.

ALTER TYPE "NotificationType" ADD VALUE 'trip_invited';
ALTER TYPE "NotificationType" ADD VALUE 'trip_changed';
ALTER TYPE "NotificationType" ADD VALUE 'trip_answered';
ALTER TYPE "NotificationType" ADD VALUE 'trip_reminder';

-- CreateEnum
CREATE TYPE "trip_answer" AS ENUM ('invited', 'coming', 'maybe', 'not_coming');

-- CreateTable
CREATE TABLE "trips" (
    "id" SERIAL NOT NULL,
    "creator_id" INTEGER NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "description" VARCHAR(2000) NOT NULL DEFAULT '',
    "place" VARCHAR(100) NOT NULL,
    "latitude" DECIMAL(8,6),
    "longitude" DECIMAL(9,6),
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "is_public" BOOLEAN NOT NULL DEFAULT false,
    "reminded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trip_participants" (
    "trip_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "answer" "trip_answer" NOT NULL DEFAULT 'invited',
    "invited_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMP(3),

    CONSTRAINT "trip_participants_pkey" PRIMARY KEY ("trip_id","user_id")
);

-- CreateTable
CREATE TABLE "trip_comments" (
    "id" SERIAL NOT NULL,
    "trip_id" INTEGER NOT NULL,
    "author_id" INTEGER NOT NULL,
    "body" VARCHAR(1000) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trip_comments_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "reports" ADD COLUMN "trip_id" INTEGER;

-- CreateIndex
CREATE INDEX "trips_creator_id_starts_on_idx" ON "trips"("creator_id", "starts_on");

-- CreateIndex
CREATE INDEX "trips_starts_on_idx" ON "trips"("starts_on");

-- CreateIndex
CREATE INDEX "trip_participants_user_id_trip_id_idx" ON "trip_participants"("user_id", "trip_id");

-- CreateIndex
CREATE INDEX "trip_comments_trip_id_created_at_idx" ON "trip_comments"("trip_id", "created_at");

-- CreateIndex
CREATE INDEX "trip_comments_author_id_idx" ON "trip_comments"("author_id");

-- CreateIndex
CREATE INDEX "reports_trip_id_fishing_date_idx" ON "reports"("trip_id", "fishing_date");

-- AddForeignKey
ALTER TABLE "trips" ADD CONSTRAINT "trips_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_participants" ADD CONSTRAINT "trip_participants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_comments" ADD CONSTRAINT "trip_comments_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trip_comments" ADD CONSTRAINT "trip_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_trip_id_fkey" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every trip_* notification is the member's "trips" choice under Inställningar → Aviseringar.
CREATE OR REPLACE FUNCTION notification_kind_of(n_type TEXT, n_user INTEGER, n_related INTEGER) RETURNS VARCHAR(20)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN CASE
    WHEN n_type = 'friend_request' THEN 'friend_request'
    WHEN n_type = 'friend_accepted' THEN 'friend_accepted'
    WHEN n_type = 'report_liked' THEN 'like'
    WHEN n_type = 'report_comment' THEN
      CASE WHEN EXISTS (SELECT 1 FROM reports r WHERE r.id = n_related AND r.user_id = n_user) THEN 'comment' ELSE 'reply' END
    WHEN n_type = 'news_comment' THEN 'reply'
    WHEN n_type = 'personal_best' THEN 'personal_best'
    WHEN n_type LIKE 'competition\_%' THEN 'competitions'
    WHEN n_type LIKE 'trip\_%' THEN 'trips'
    WHEN n_type LIKE 'news\_%' THEN 'news'
    ELSE NULL
  END;
END $$;
