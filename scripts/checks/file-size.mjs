// The house rule: no source file over 300 lines, outside tests, migrations and generated code. Which files count,
// and which are over, for scripts/checks/file-size.test.mjs.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const MAX_LINES = 300;

/**
 * Files allowed over the limit for now, each with the reason. An entry is deleted as soon as its file is split;
 * the test fails while an entry names a file that is no longer over the limit.
 */
export const OVER_LIMIT_FOR_NOW = new Map([]);

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const TEST = /(^|\/)(test|e2e)\/|\.test\.(ts|tsx|mjs|js)$|\.spec\.ts$/;
const MIGRATION = /^prisma\/migrations\//;
const GENERATED = /^generated\/|(^|\/)next-env\.d\.ts$|^public\/sw\.js/;

/** Whether the rule applies to the file at `file` (a path relative to the project, with forward slashes). */
export function isCheckedSource(file) {
  return SOURCE.test(file) && !TEST.test(file) && !MIGRATION.test(file) && !GENERATED.test(file);
}

export function lineCount(text) {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** The project's files as git sees them: tracked and new ones, without what .gitignore leaves out. */
export function projectFiles(root) {
  const listed = spawnSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split("\n").filter(Boolean);
}

/** Every checked source file over the limit, with its length. */
export function filesOverLimit(root, files = projectFiles(root)) {
  const over = [];
  for (const file of files.filter(isCheckedSource)) {
    let text;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the working tree, not yet in git's index
    }
    const lines = lineCount(text);
    if (lines > MAX_LINES) over.push({ file, lines });
  }
  return over;
}
