import { describe, expect, it } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import { ageGateSchema, loginSchema, parentEmailStepSchema, registerSchema } from "@/lib/accounts/schemas";
import { messages } from "@/lib/validation/fields";

const valid = { username: "Laxlisa", password: "Fiske1234" };

describe("registerSchema", () => {
  it("accepts a 13-year-old without a parent address and drops one that was sent anyway", () => {
    const parsed = registerSchema.parse({ ...valid, age: 13, parentEmail: "mamma@example.se" });
    expect(parsed.parentEmail).toBeUndefined();
  });

  it("requires a parent address under 13", () => {
    const result = registerSchema.safeParse({ ...valid, age: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["parentEmail"], message: messages.parentEmail });
  });

  it("accepts a 10-year-old with a parent address, lower-cased", () => {
    expect(registerSchema.parse({ ...valid, age: 10, parentEmail: "Mamma@Example.se" }).parentEmail).toBe("mamma@example.se");
  });

  it("keeps no own e-mail for a child under 13", () => {
    const parsed = registerSchema.parse({ ...valid, age: 10, parentEmail: "mamma@example.se", email: "barn@example.se" });
    expect(parsed.email).toBeUndefined();
  });

  it("refuses ages under 4 as too young", () => {
    const result = registerSchema.safeParse({ ...valid, age: 3, parentEmail: "mamma@example.se" });
    expect(result.error?.issues[0]?.message).toBe(messages.tooYoung);
  });

  it("treats a blank own e-mail as none", () => {
    expect(registerSchema.parse({ ...valid, age: 30, email: "  " }).email).toBeUndefined();
  });
});

describe("ageGateSchema", () => {
  it("passes 4 and refuses 3 as too young", () => {
    expect(ageGateSchema.safeParse({ age: 4 }).success).toBe(true);
    expect(ageGateSchema.safeParse({ age: 3 }).error?.issues[0]?.message).toBe(messages.tooYoung);
  });
});

describe("loginSchema", () => {
  it("asks for both fields in Swedish", () => {
    const result = loginSchema.safeParse({ username: " ", password: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.usernameRequired, messages.passwordRequired]);
  });
});

describe("parentEmailStepSchema", () => {
  it("asks for a real address with the spec's message and lower-cases a good one", () => {
    expect(parentEmailStepSchema.safeParse({ parentEmail: "mamma@" }).error?.issues[0]).toMatchObject({
      path: ["parentEmail"],
      message: messages.parentEmail,
    });
    expect(parentEmailStepSchema.parse({ parentEmail: " Mamma@Example.se " })).toEqual({ parentEmail: "mamma@example.se" });
  });
});

describe("as a react-hook-form resolver", () => {
  it("gives the form the same Swedish messages and the parsed values", async () => {
    const resolve = zodResolver(loginSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const failed = await resolve({ username: " ", password: "" }, undefined, options);
    expect(failed.errors).toMatchObject({
      username: { message: messages.usernameRequired },
      password: { message: messages.passwordRequired },
    });
    const passed = await resolve({ username: " Laxlisa ", password: "x" }, undefined, options);
    expect(passed).toEqual({ errors: {}, values: { username: "Laxlisa", password: "x" } });
  });
});
