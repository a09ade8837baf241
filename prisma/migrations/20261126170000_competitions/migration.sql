-- The gang's competitions (docs/decisions/230-competitions.md): competitions, who takes part, the catches that no
-- longer count, and the notification kinds they cause.

ALTER TYPE "NotificationType" ADD VALUE 'competition_invited';
ALTER TYPE "NotificationType" ADD VALUE 'competition_joined';
ALTER TYPE "NotificationType" ADD VALUE 'competition_lead';
ALTER TYPE "NotificationType" ADD VALUE 'competition_ended';
ALTER TYPE "NotificationType" ADD VALUE 'competition_disqualified';

-- CreateEnum
CREATE TYPE "competition_rule" AS ENUM ('heaviest', 'longest', 'total_weight', 'species_count', 'big_fish_points');

-- CreateEnum
CREATE TYPE "competition_participant_status" AS ENUM ('invited', 'joined', 'declined');

-- CreateEnum
CREATE TYPE "competition_exclusion_kind" AS ENUM ('withdrawn', 'disqualified');

-- CreateTable
CREATE TABLE "competitions" (
    "id" SERIAL NOT NULL,
    "creator_id" INTEGER,
    "name" VARCHAR(80) NOT NULL,
    "description" VARCHAR(1000) NOT NULL DEFAULT '',
    "species_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "rule" "competition_rule" NOT NULL,
    "top_n" SMALLINT NOT NULL DEFAULT 1,
    "invite_only" BOOLEAN NOT NULL DEFAULT false,
    "photo_required" BOOLEAN NOT NULL DEFAULT false,
    "leader_id" INTEGER,
    "frozen_at" TIMESTAMPTZ(3),
    "winner_id" INTEGER,
    "final_standings" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "competition_participants" (
    "competition_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" "competition_participant_status" NOT NULL,
    "invited_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "joined_at" TIMESTAMP(3),

    CONSTRAINT "competition_participants_pkey" PRIMARY KEY ("competition_id","user_id")
);

-- CreateTable
CREATE TABLE "competition_exclusions" (
    "competition_id" INTEGER NOT NULL,
    "report_id" INTEGER NOT NULL,
    "kind" "competition_exclusion_kind" NOT NULL,
    "reason" VARCHAR(300),
    "by_user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competition_exclusions_pkey" PRIMARY KEY ("competition_id","report_id")
);

-- CreateIndex
CREATE INDEX "competitions_ends_on_id_idx" ON "competitions"("ends_on", "id");

-- CreateIndex
CREATE INDEX "competitions_winner_id_idx" ON "competitions"("winner_id");

-- CreateIndex
CREATE INDEX "competitions_creator_id_idx" ON "competitions"("creator_id");

-- CreateIndex
CREATE INDEX "competition_participants_user_id_status_idx" ON "competition_participants"("user_id", "status");

-- CreateIndex
CREATE INDEX "competition_exclusions_report_id_idx" ON "competition_exclusions"("report_id");

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_winner_id_fkey" FOREIGN KEY ("winner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competition_participants" ADD CONSTRAINT "competition_participants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competition_exclusions" ADD CONSTRAINT "competition_exclusions_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competition_exclusions" ADD CONSTRAINT "competition_exclusions_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
