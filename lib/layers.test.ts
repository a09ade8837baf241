// The layer rule of eslint.config.mjs at work: an import that runs back up, or closes a circle, fails the lint.
// The probes are linted as text under the path they would have; nothing is written to the tree.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// The probes exist only as text, so the cycle check follows each import itself instead of reading a graph of
// the files on disk (which has no node for a probe).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ["lib/**"], rules: { "import/no-cycle": ["error", { ignoreExternal: true, disableScc: true }] } },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const layerRule = "import/no-restricted-paths";

// Loading the config, its plugins and the resolver takes seconds on a busy machine, the first time.
describe("the layer rule", { timeout: 60_000 }, () => {
  it("refuses an import from a layer above: the audit log reaching into accounts", async () => {
    const found = await problems(
      "lib/audit/probe.ts",
      'import { deleteAccount } from "@/lib/accounts/delete-account";\nexport const probe = deleteAccount;\n',
    );
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${layerRule}: .*"services" may not import from "accounts"`))]);
  });

  it("refuses mail infrastructure reaching into a domain, and lib reaching into components", async () => {
    const mail = await problems("lib/mail/probe.ts", 'import { CONSENT_LINK_DAYS } from "@/lib/consent/texts";\nexport const probe = CONSENT_LINK_DAYS;\n');
    expect(mail).toEqual([expect.stringContaining(`"services" may not import from "domains"`)]);
    const ui = await problems("lib/reports/probe.ts", 'import { Card } from "@/components/ui/card";\nexport const probe = Card;\n');
    expect(ui).toEqual([expect.stringContaining(`"domains" may not import from "components"`)]);
  });

  it("refuses a relative import up as well as an aliased one", async () => {
    const found = await problems("lib/geo/probe.ts", 'import { MEMBERS_ONLY } from "../privacy/members";\nexport const probe = MEMBERS_ONLY;\n');
    expect(found).toEqual([expect.stringContaining(`"foundation" may not import from "members"`)]);
  });

  it("refuses a circle between two folders of one layer", async () => {
    // reports/mutations imports species/personal-bests, so species may not import reports.
    const found = await problems(
      "lib/species/personal-bests.ts",
      'import { createReport } from "@/lib/reports/mutations";\nexport const probe = createReport;\n',
    );
    expect(found).toEqual([expect.stringContaining("import/no-cycle")]);
  });

  it("lets the same imports run down", async () => {
    expect(await problems("lib/accounts/probe.ts", 'import { recordAdminAction } from "@/lib/audit/log";\nexport const probe = recordAdminAction;\n')).toEqual([]);
    expect(await problems("lib/reports/probe.ts", 'import { matchSpecies } from "@/lib/species/match";\nexport const probe = matchSpecies;\n')).toEqual([]);
  });
});
