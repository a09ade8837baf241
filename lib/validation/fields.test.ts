import { describe, expect, it } from "vitest";
import { age, email, messages, newPassword, username } from "@/lib/validation/fields";

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
