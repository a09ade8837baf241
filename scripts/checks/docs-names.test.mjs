import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCS, loadProject, missingNames, namesInMarkdown, namesInSpan, problemWith } from "./docs-names.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("the names the docs write as code", () => {
  // The first doc's check reads the whole project (about 5 s beside lint and the type check on two cores).
  it.each(DOCS)(
    "all exist in the project: %s",
    (doc) => {
      const missing = missingNames(root, [doc]);
      expect(missing, `names in ${doc} that the project does not have (fix the doc, or the name moved)`).toEqual([]);
    },
    30_000,
  );
});

describe("reading names from Markdown", () => {
  it("tells scripts, paths, calls and identifiers apart", () => {
    expect(namesInSpan("npm run test:e2e")).toEqual([{ kind: "script", name: "test:e2e" }]);
    expect(namesInSpan("npm test")).toEqual([{ kind: "script", name: "test" }]);
    expect(namesInSpan("lib/http.ts")).toEqual([{ kind: "path", name: "lib/http.ts" }]);
    expect(namesInSpan("docs/decisions/")).toEqual([{ kind: "path", name: "docs/decisions" }]);
    expect(namesInSpan("listComments({ viewer, thread })")).toEqual([{ kind: "identifier", name: "listComments", keys: ["viewer", "thread"] }]);
    expect(namesInSpan("requireUser")).toEqual([{ kind: "identifier", name: "requireUser", keys: [] }]);
    expect(namesInSpan("node scripts/with-db.mjs --db x node scripts/cache-check.mjs")).toEqual([
      { kind: "path", name: "scripts/with-db.mjs" },
      { kind: "path", name: "scripts/cache-check.mjs" },
    ]);
    for (const prose of ["/api/reports/{id}", "Cache-Control: private, no-store", "lib/<domain>/cached.ts", "'Avbryt'", "https://example.se/a.ts"]) {
      expect(namesInSpan(prose), prose).toEqual([]);
    }
  });

  it("reads a directory tree's paths below their folders, and the functions its notes name", () => {
    const markdown = ["```", "lib/          by domain", "  privacy/    policies", "    schemas.ts  zod", "  http.ts     route(), getSessionUser", "```"].join("\n");
    const names = namesInMarkdown(markdown).map(({ kind, name }) => `${kind} ${name}`);
    expect(names).toEqual(expect.arrayContaining(["path lib", "path lib/privacy", "path lib/privacy/schemas.ts", "path lib/http.ts", "identifier getSessionUser"]));
  });
});

describe("checking names against the project", () => {
  const project = loadProject(root);
  const check = (found) => problemWith(project, found);

  it("finds what exists", () => {
    expect(check({ kind: "path", name: "lib/http.ts" })).toBeNull();
    expect(check({ kind: "path", name: "e2e/*.spec.ts" })).toBeNull();
    expect(check({ kind: "script", name: "test:cluster" })).toBeNull();
    expect(check({ kind: "identifier", name: "getSessionUser", keys: [] })).toBeNull();
    expect(check({ kind: "identifier", name: "listComments", keys: ["viewer", "thread"] })).toBeNull();
  });

  it("reports what does not, by name", () => {
    expect(check({ kind: "path", name: "lib/privacy/schemas.ts" })).toBe("no file or folder lib/privacy/schemas.ts");
    expect(check({ kind: "script", name: "test:everything" })).toBe('npm script "test:everything" is not in package.json');
    expect(check({ kind: "identifier", name: "requireAdmin", keys: [] })).toBe("requireAdmin is declared nowhere in the sources");
    expect(check({ kind: "identifier", name: "listComments", keys: ["viewer", "reportId"] })).toBe("listComments does not take { viewer, reportId }");
  });
});
