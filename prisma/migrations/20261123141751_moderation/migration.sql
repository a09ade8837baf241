-- CreateEnum
CREATE TYPE "FlagStatus" AS ENUM ('open', 'resolved', 'dismissed');

-- CreateEnum
CREATE TYPE "ModerationKind" AS ENUM ('warning', 'suspension_7d', 'suspension_permanent');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'moderation_warning';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "suspended_until" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "report_flags" (
    "id" SERIAL NOT NULL,
    "report_id" INTEGER NOT NULL,
    "reporter_id" INTEGER NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "status" "FlagStatus" NOT NULL DEFAULT 'open',
    "open_marker" BOOLEAN DEFAULT true,
    "resolved_by_id" INTEGER,
    "resolved_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_flags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moderation_actions" (
    "id" SERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "admin_id" INTEGER,
    "admin_username" VARCHAR(30) NOT NULL,
    "kind" "ModerationKind" NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "flag_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ends_at" TIMESTAMP(3),

    CONSTRAINT "moderation_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_flags_status_created_at_idx" ON "report_flags"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "report_flags_report_id_reporter_id_open_marker_key" ON "report_flags"("report_id", "reporter_id", "open_marker");

-- CreateIndex
CREATE INDEX "moderation_actions_member_id_created_at_idx" ON "moderation_actions"("member_id", "created_at");

-- AddForeignKey
ALTER TABLE "report_flags" ADD CONSTRAINT "report_flags_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_flags" ADD CONSTRAINT "report_flags_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_flags" ADD CONSTRAINT "report_flags_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
