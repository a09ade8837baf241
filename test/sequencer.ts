// The order integration files start in. Vitest starts the files that took longest in its last run first, and on a
// clean clone, with no last run, the largest files. The two longest files are short ones looping over a table (the
// authorization table, the fuzzed handlers): started last, one ran alone for a minute or two after the other worker
// had finished. They start first here, before Vitest's own order for the rest.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that take longest, longest first (their times are listed after each run of `npm test`). */
export const LONG_FILES = ["test/fuzz/handlers.integ.test.ts", "test/authorization/authorization.integ.test.ts"];

/** Where `file` comes in LONG_FILES, or after all of them. */
export function longRank(file: string): number {
  const rank = LONG_FILES.findIndex((long) => file.endsWith(`/${long}`));
  return rank === -1 ? LONG_FILES.length : rank;
}

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => longRank(a.moduleId) - longRank(b.moduleId));
  }
}
