// Login and registration forms: the browser and the handlers validate with the same schemas.
import { z } from "zod/mini";
import {
  age,
  messages,
  newPassword,
  optionalEmail,
  PARENTAL_CONSENT_UNDER,
  parentEmail,
  PARENTAL_REQUEST_MIN_AGE,
  PASSWORD_MAX,
  singleLine,
  username,
} from "@/lib/validation/fields";

export const loginSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .check(z.trim(), z.minLength(1, messages.usernameRequired), z.maxLength(30, "Fel användarnamn eller lösenord"), singleLine()),
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(PASSWORD_MAX, "Fel användarnamn eller lösenord")),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The registration step that asks a child under 13 for a parent's address. */
export const parentEmailStepSchema = z.object({ parentEmail });

export const ageGateSchema = z.object({ age }).check(
  z.superRefine((value, ctx) => {
    if (value.age < PARENTAL_REQUEST_MIN_AGE) ctx.addIssue({ code: "custom", path: ["age"], message: messages.tooYoung });
  }),
);

/** SPEC §7: {username, password, age, parentEmail}, plus the optional own e-mail of SPEC §1's registration data. */
export const registerSchema = z.pipe(
  z
    .object({
      username,
      password: newPassword,
      age,
      parentEmail: z.pipe(
        z.nullish(z.string().check(z.trim())),
        z.transform((value) => value || undefined),
      ),
      email: optionalEmail,
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.age < PARENTAL_REQUEST_MIN_AGE) {
          ctx.addIssue({ code: "custom", path: ["age"], message: messages.tooYoung });
        } else if (value.age < PARENTAL_CONSENT_UNDER && !parentEmail.safeParse(value.parentEmail).success) {
          ctx.addIssue({ code: "custom", path: ["parentEmail"], message: messages.parentEmail });
        }
      }),
    ),
  z.transform((value) => {
    const child = value.age < PARENTAL_CONSENT_UNDER;
    return {
      ...value,
      parentEmail: child && value.parentEmail ? value.parentEmail.toLowerCase() : undefined,
      // A child's own address is not asked for (the parent's is), so none is kept even if one is sent.
      email: child ? undefined : value.email,
    };
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
