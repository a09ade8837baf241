// Prints the SQL that brings the species catalogue (lib/species/catalogue.ts) into the database, for a migration:
//   npx tsx scripts/species-sql.mjs >> prisma/migrations/<new>/migration.sql
import { SPECIES } from "../lib/species/catalogue";
import { catalogueSql } from "../lib/species/catalogue-sql";

process.stdout.write(catalogueSql(SPECIES));
