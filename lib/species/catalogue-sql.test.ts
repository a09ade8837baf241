import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPECIES } from "./catalogue";
import { catalogueSql } from "./catalogue-sql";
import { buildSpeciesIndex } from "./match";

const migrations = path.resolve(import.meta.dirname, "../../prisma/migrations");

describe("the catalogue file", () => {
  it("is what the newest catalogue migration puts in the database", () => {
    const newest = readdirSync(migrations, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => readFileSync(path.join(migrations, name, "migration.sql"), "utf8").includes('INSERT INTO "species"'))
      .sort()
      .at(-1);
    expect(newest, "a migration that fills the species table").toBeDefined();
    const sql = readFileSync(path.join(migrations, newest!, "migration.sql"), "utf8");
    // When this fails: npx tsx scripts/species-sql.mjs >> prisma/migrations/<a new migration>/migration.sql
    expect(sql).toContain(catalogueSql(SPECIES));
  });

  it("has at least 40 species, unique slugs and names, and no spelling that names two of them", () => {
    expect(SPECIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SPECIES.map((s) => s.slug)).size).toBe(SPECIES.length);
    expect(new Set(SPECIES.map((s) => s.name)).size).toBe(SPECIES.length);
    expect(() => buildSpeciesIndex(SPECIES.map((s, id) => ({ ...s, id })))).not.toThrow();
    for (const s of SPECIES) {
      expect(s.slug, s.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      if (s.legalMinLengthCm !== null) expect(s.legalNote, s.name).toBeTruthy();
    }
  });
});
