-- CreateEnum
CREATE TYPE "position_precision" AS ENUM ('friends', 'area', 'hidden');

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "latitude" DECIMAL(8,6),
ADD COLUMN     "longitude" DECIMAL(9,6),
ADD COLUMN     "position_precision" "position_precision" NOT NULL DEFAULT 'area',
ADD COLUMN     "cell_row" INTEGER,
ADD COLUMN     "cell_column" INTEGER,
ADD COLUMN     "cell_latitude" DOUBLE PRECISION,
ADD COLUMN     "cell_longitude" DOUBLE PRECISION;

-- CreateIndex
CREATE INDEX "reports_cell_latitude_cell_longitude_idx" ON "reports"("cell_latitude", "cell_longitude");

-- A position is all there or not at all: the point and its cell are written together (lib/geo/grid.ts).
ALTER TABLE "reports" ADD CONSTRAINT "reports_position_whole" CHECK (
  ("latitude" IS NULL AND "longitude" IS NULL AND "cell_row" IS NULL AND "cell_column" IS NULL
    AND "cell_latitude" IS NULL AND "cell_longitude" IS NULL)
  OR ("latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "cell_row" IS NOT NULL AND "cell_column" IS NOT NULL
    AND "cell_latitude" IS NOT NULL AND "cell_longitude" IS NOT NULL)
);
