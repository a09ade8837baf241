import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentBodyProblem, COMMENT_MAX } from "@/lib/comments/messages";
import { commentInputSchema } from "@/lib/comments/schemas";
import { flagSchema, reasonProblem, REASON_MAX } from "@/lib/moderation/schemas";

// The browser's forms check with these zod-free rules and the handlers with the schemas: they must never disagree,
// or a form would send what the server refuses (or refuse what it would take).
const text = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom(" ", "\r\n", " \n\t ", "a\u0000b", "\uD800", "x".repeat(max), ` ${"x".repeat(max)} `, "x".repeat(max + 1)),
  );

const schemaMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the comment form's check", () => {
  it("agrees with the handlers' schema", () => {
    fc.assert(
      fc.property(text(COMMENT_MAX), (body) => {
        expect(commentBodyProblem(body)).toBe(schemaMessage(commentInputSchema.safeParse({ body, parent_id: null })));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the flag form's check", () => {
  it("agrees with the handlers' schema", () => {
    fc.assert(
      fc.property(text(REASON_MAX), (reason) => {
        expect(reasonProblem(reason)).toBe(schemaMessage(flagSchema.safeParse({ reason })));
      }),
      { numRuns: 2000 },
    );
  });
});
