import { describe, expect, it } from "vitest";
import { age, email, formFlag, jsonFlag, messages, newPassword, username } from "@/lib/validation/fields";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("newPassword (SPEC §5 registration rule)", () => {
  it.each([
    ["Abc1234", messages.passwordMin],
    ["abcdefg1", messages.passwordUpper],
    ["ABCDEFG1", messages.passwordLower],
    ["Abcdefgh", messages.passwordDigit],
    ["Å".repeat(40) + "ä".repeat(32) + "1", messages.passwordMax],
  ])("refuses %s with the spec's message", (password, message) => {
    expect(firstMessage(newPassword.safeParse(password))).toBe(message);
  });

  it("accepts eight characters with upper, lower and digit, Swedish letters included", () => {
    expect(newPassword.safeParse("Abcdefg1").success).toBe(true);
    expect(newPassword.safeParse("Ölandsö9").success).toBe(true);
  });
});

describe("age", () => {
  it.each([0, 121, 12.5, -3, "tolv", ""])("refuses %s with 'Ange en giltig ålder'", (value) => {
    expect(firstMessage(age.safeParse(value))).toBe("Ange en giltig ålder");
  });

  it.each([1, 13, 120, "42"])("accepts %s", (value) => {
    expect(age.safeParse(value).success).toBe(true);
  });
});

describe("username", () => {
  it("trims and accepts Swedish letters, digits, dot, dash and underscore", () => {
    expect(username.parse("  Gös_fiskare-1.0 ")).toBe("Gös_fiskare-1.0");
  });

  it.each([
    ["ab", messages.usernameLength],
    ["a".repeat(31), messages.usernameLength],
    ["kalle anka", messages.usernameChars],
    ["<script>", messages.usernameChars],
    ["Anonym007", messages.usernameReserved],
  ])("refuses %s", (value, message) => {
    expect(firstMessage(username.safeParse(value))).toBe(message);
  });
});

describe("email", () => {
  it("lower-cases and trims", () => {
    expect(email.parse("  Kalle@Example.SE ")).toBe("kalle@example.se");
  });

  it("refuses a malformed address with 'Ogiltigt email-format'", () => {
    expect(firstMessage(email.safeParse("kalle@"))).toBe("Ogiltigt email-format");
  });
});

describe("0/1 fields (SPEC §3: published, is_anonymous)", () => {
  const json = jsonFlag("fel");
  const form = formFlag("fel");

  it("reads 0, 1, true and false from JSON as booleans", () => {
    expect([0, 1, true, false].map((value) => json.parse(value))).toEqual([false, true, true, false]);
  });

  it("refuses anything else in JSON, text included, with the field's message", () => {
    for (const value of [2, -1, 0.5, "0", "1", "true", "", null, [], {}]) {
      const result = json.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("fel");
    }
  });

  it("reads \"0\", \"1\", \"true\" and \"false\" from a form, and the browser's own booleans", () => {
    expect(["0", "1", "true", "false", true, false].map((value) => form.parse(value))).toEqual([false, true, true, false, true, false]);
  });

  it("refuses any other text in a form", () => {
    for (const value of ["on", "yes", "2", "", " 1", "TRUE", 1, null]) {
      expect(form.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
