// The browser loads no zod locale (lib/validation/locale.ts is server-side). This holds only while every issue
// a form can raise carries one of the spec's messages, which is what these cases check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ageGateSchema, loginSchema, parentEmailStepSchema, registerSchema } from "@/lib/accounts/schemas";
import { passwordRequestSchema, passwordResetMessages, resetPasswordFormSchema } from "@/lib/password-reset/schemas";
import { articleInputSchema, newsMessages } from "@/lib/news/schemas";
import { reportFormSchema, reportMessages } from "@/lib/reports/schemas";
import { messages, newPassword } from "@/lib/validation/fields";
import { textMessages } from "@/lib/validation/text";

type Schema = { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } };

const specMessages = new Set<string>([
  ...Object.values(messages),
  ...Object.values(passwordResetMessages),
  ...Object.values(reportMessages),
  ...Object.values(newsMessages),
  ...Object.values(textMessages),
  "Fel användarnamn eller lösenord",
]);

const typed = [
  "", " ", "a", "abc", "Anonym1", "kalle anka", "x".repeat(31), "x".repeat(73), "x".repeat(2001), "Abc1234", "Abcdefg1",
  "kalle@", "Kalle@Example.SE", "x".repeat(250) + "@a.se", "3", "12", "13", "12.5", "121", "tolv", "1e3", "3,4", "0.05",
  "999.95", "-1", "2026-06-01", "2025-02-29", "1899-12-31", "9999-12-31", "\u0000", undefined,
];

/** Form values: what an input holds (a string, or nothing yet) plus the numbers a number field may hold. */
function formValues(keys: string[], numbers: Record<string, unknown[]> = {}): Record<string, unknown>[] {
  return Array.from({ length: 2000 }, (_, i) =>
    Object.fromEntries(
      keys.map((key, j) => {
        const pool = [...typed, ...(numbers[key] ?? [])];
        return [key, pool[(i * (j + 3) + j * 7 + ((i >> j) % 5)) % pool.length]];
      }),
    ),
  );
}

describe("what the browser's forms can show", () => {
  let saved: ReturnType<typeof z.config>["localeError"];
  beforeAll(() => {
    saved = z.config().localeError;
    z.config({ localeError: undefined });
  });
  afterAll(() => {
    z.config({ localeError: saved });
  });

  it.each<[string, Schema, Record<string, unknown>[] | unknown[]]>([
    ["login", loginSchema, formValues(["username", "password"])],
    ["age step", ageGateSchema, formValues(["age"], { age: [0, 3, 4, 12.5, 13] })],
    ["parent e-mail step", parentEmailStepSchema, formValues(["parentEmail"])],
    ["register", registerSchema, formValues(["username", "password", "age", "parentEmail", "email"], { age: [3, 10, 30] })],
    ["forgot password", passwordRequestSchema, formValues(["email"])],
    ["reset password", resetPasswordFormSchema, formValues(["newPassword", "confirmPassword"])],
    [
      "new report",
      reportFormSchema,
      formValues(["fish", "weight", "length", "location", "date", "bait", "method", "notes"], { weight: [3.4, 0], length: [72, 0.05] }),
    ],
    [
      "news article",
      articleInputSchema,
      formValues(["title", "content", "image_url", "image_focus", "published"], {
        published: [true, false],
        image_focus: ["top", "center", "bottom"],
        image_url: [null, "/uploads/news/bild.webp"],
      }),
    ],
    ["password hints", newPassword, typed],
  ])("%s: every message is one of the spec's", (_name, schema, inputs) => {
    let issues = 0;
    for (const input of inputs) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        issues++;
        expect(specMessages, JSON.stringify({ input, issue })).toContain(issue.message);
      }
    }
    expect(issues).toBeGreaterThan(0);
  });
});
