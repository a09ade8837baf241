import { describe, expect, it } from "vitest";
import { passwordRequestSchema, resetPasswordFormSchema } from "@/lib/password-reset/schemas";

describe("resetPasswordFormSchema", () => {
  it("asks for matching passwords", () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: "Nyttlösen42", confirmPassword: "Nyttlösen43" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Lösenorden matchar inte" })]);
  });

  it("holds the new password to the registration rule, not the 6 characters of the old reset form", () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: "abcdef", confirmPassword: "abcdef" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Lösenordet måste vara minst 8 tecken");
    expect(resetPasswordFormSchema.safeParse({ newPassword: "Nyttlösen42", confirmPassword: "Nyttlösen42" }).success).toBe(true);
  });
});

describe("passwordRequestSchema", () => {
  it("lower-cases and trims the address", () => {
    expect(passwordRequestSchema.parse({ email: "  Kalle@Example.SE " })).toEqual({ email: "kalle@example.se" });
  });
});
