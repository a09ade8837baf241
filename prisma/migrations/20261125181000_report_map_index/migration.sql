-- The map groups a box of cell centres by precision, date and species: one index covers the whole aggregate.
-- DropIndex
DROP INDEX "reports_cell_latitude_cell_longitude_idx";

-- CreateIndex
CREATE INDEX "reports_map_idx" ON "reports"("cell_latitude", "cell_longitude", "position_precision", "fishing_date", "species_id");
