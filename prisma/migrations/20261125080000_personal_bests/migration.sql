-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'personal_best';

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "is_personal_best" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "reports_user_id_species_id_weight_length_idx" ON "reports"("user_id", "species_id", "weight" DESC, "length" DESC);


-- Existing catches: a catch is a personal best when it is heavier (at equal weight, longer) than every earlier
-- catch of its species by the same member, in the order they were posted (lib/species/personal-bests.ts).
UPDATE "reports" r SET "is_personal_best" = x.best
FROM (
  SELECT "id",
         ("weight" * 100000 + "length") > coalesce(max("weight" * 100000 + "length") OVER (
           PARTITION BY "user_id", "species_id" ORDER BY "created_at", "id"
           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), -1) AS best
  FROM "reports"
  WHERE "species_id" IS NOT NULL
) x
WHERE x."id" = r."id" AND r."is_personal_best" IS DISTINCT FROM x.best;
