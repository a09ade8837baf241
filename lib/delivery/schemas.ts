// What the settings form and the push button send. Browser-safe.
import { z } from "zod/mini";
import { PREFERENCE_KINDS, type PreferenceKind } from "@/lib/delivery/kinds";

const choice = z.boolean({ error: "Välj på eller av" });
const endpoint = z.url({ protocol: /^https?$/, error: "Ogiltig push-adress" }).check(z.maxLength(1000, "Ogiltig push-adress"));

/** One row per kind the member changes; kinds left out keep what they were. */
export const preferencesInputSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(PREFERENCE_KINDS as unknown as [PreferenceKind, ...PreferenceKind[]], { error: "Okänd sorts avisering" }),
        site: choice,
        email: choice,
        push: choice,
      }),
      { error: "Ange vilka aviseringar du vill ha" },
    )
    .check(z.maxLength(PREFERENCE_KINDS.length, "För många val")),
});
export type PreferencesInput = z.output<typeof preferencesInputSchema>;

/** A browser's PushSubscription.toJSON(), as the Push API gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({
    p256dh: z.string({ error: "Nyckel saknas" }).check(z.regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, "Ogiltig nyckel")),
    auth: z.string({ error: "Nyckel saknas" }).check(z.regex(/^[A-Za-z0-9_-]{8,100}={0,2}$/, "Ogiltig nyckel")),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint });

/** A member's choices as the API answers them. */
export type PreferenceRow = { kind: string; site: boolean; email: boolean; push: boolean };
export type PreferencesJson = {
  preferences: PreferenceRow[];
  /** Why e-mail and push cannot be turned on (a child's account), or null. */
  locked: string | null;
  /** Whether the member has an address mail can go to. */
  hasEmail: boolean;
  /** The server's public VAPID key for the browser's subscribe(), or null when push is not set up. */
  vapidPublicKey: string | null;
};
