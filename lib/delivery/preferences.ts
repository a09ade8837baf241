// Each member's choices per kind and channel: stored rows where they chose, the defaults elsewhere.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { DIGEST, PREFERENCE_KINDS, type NotificationKind, type PreferenceKind } from "@/lib/delivery/kinds";
import type { PreferenceRow, PreferencesInput, PreferencesJson } from "@/lib/delivery/schemas";
import { weekOf } from "@/lib/delivery/week";

/**
 * Who the member is for the defaults: a child (under 13: the parent's consent covers notifications on the site
 * only), a teen (13–15: e-mail waits until they turn it on) or an adult.
 */
export type Audience = "child" | "teen" | "adult";
export type PreferenceMember = { age: number; consentStatus: string };

export function audienceOf(member: PreferenceMember): Audience {
  if (member.consentStatus !== "NOT_REQUIRED" || member.age < 13) return "child";
  return member.age < 16 ? "teen" : "adult";
}

export const CHILD_LOCK_MESSAGE =
  "Förälderns samtycke gäller aviseringar här på sajten. E-post och push går inte att slå på för ett konto under 13 år.";

const ADULT_EMAIL: ReadonlySet<PreferenceKind> = new Set(["friend_request", "comment", "reply"]);
const PUSH_ON: ReadonlySet<PreferenceKind> = new Set(["friend_request", "friend_accepted", "comment", "reply", "personal_best", "competitions", "trips"]);

/** The choice for a kind the member has not touched. */
export function defaultPreference(kind: PreferenceKind, audience: Audience): PreferenceRow {
  const child = audience === "child";
  return {
    kind,
    site: kind !== DIGEST,
    email: !child && audience === "adult" && ADULT_EMAIL.has(kind),
    push: !child && kind !== DIGEST && PUSH_ON.has(kind),
  };
}

/** A stored choice as it applies now: a child's e-mail and push stay off whatever a row says. */
function effective(row: PreferenceRow, audience: Audience): PreferenceRow {
  if (row.kind === DIGEST) return { ...row, site: false, push: false, email: audience !== "child" && row.email };
  return audience === "child" ? { ...row, email: false, push: false } : row;
}

/** Every kind's choice, in the settings' order, from the rows the member stored. */
export function resolvePreferences(rows: PreferenceRow[], member: PreferenceMember): PreferenceRow[] {
  const audience = audienceOf(member);
  const stored = new Map(rows.map((row) => [row.kind, row]));
  return PREFERENCE_KINDS.map((kind) => effective(stored.get(kind) ?? defaultPreference(kind, audience), audience));
}

/** Every kind's choice for one member, in the settings' order. */
export async function preferencesFor(userId: number, member: PreferenceMember): Promise<PreferenceRow[]> {
  const rows = await db.notificationPreference.findMany({ where: { userId }, select: { kind: true, site: true, email: true, push: true } });
  return resolvePreferences(rows, member);
}

/** One kind's choice, for the delivery loop. */
export function choiceFor(rows: PreferenceRow[], kind: NotificationKind | typeof DIGEST): PreferenceRow {
  return rows.find((row) => row.kind === kind) ?? { kind, site: true, email: false, push: false };
}

async function memberOrThrow(userId: number) {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: { age: true, consentStatus: true, email: true } });
}

/** GET /api/notifications/preferences: the member's choices and what limits them. */
export async function getPreferences({ userId }: { userId: number }): Promise<PreferencesJson> {
  const member = await memberOrThrow(userId);
  return {
    preferences: await preferencesFor(userId, member),
    locked: audienceOf(member) === "child" ? CHILD_LOCK_MESSAGE : null,
    hasEmail: member.email !== null,
    vapidPublicKey: env().VAPID_PUBLIC_KEY && env().VAPID_PRIVATE_KEY ? env().VAPID_PUBLIC_KEY! : null,
  };
}

/** Stores the kinds the member sent (a child's e-mail and push are stored off) and answers every choice. */
export async function savePreferences({ userId, input }: { userId: number; input: PreferencesInput }): Promise<PreferencesJson> {
  const member = await memberOrThrow(userId);
  const audience = audienceOf(member);
  const now = new Date();
  const digestChosen = input.preferences.some((choice) => choice.kind === DIGEST && effective(choice, audience).email);
  await db.$transaction([
    ...input.preferences.map((choice) => {
      const row = effective(choice, audience);
      const data = { site: row.site, email: row.email, push: row.push, updatedAt: now };
      return db.notificationPreference.upsert({
        where: { userId_kind: { userId, kind: row.kind } },
        create: { userId, kind: row.kind, ...data },
        update: data,
      });
    }),
    // This week's digest at once (covering the last seven days); the loop queues the following weeks'.
    ...(digestChosen && member.email
      ? [db.notificationDigest.createMany({ data: [{ userId, week: weekOf(now), nextAttemptAt: now }], skipDuplicates: true })]
      : []),
  ]);
  return getPreferences({ userId });
}

/** Turns one channel of one kind off (an unsubscribe link), keeping the other channels as they were. */
export async function turnOffEmail({ userId, kind }: { userId: number; kind: PreferenceKind }): Promise<void> {
  const member = await db.user.findUnique({ where: { id: userId }, select: { age: true, consentStatus: true } });
  if (!member) return;
  const current = (await preferencesFor(userId, member)).find((row) => row.kind === kind) ?? defaultPreference(kind, audienceOf(member));
  const data = { site: current.site, email: false, push: current.push, updatedAt: new Date() };
  await db.notificationPreference.upsert({ where: { userId_kind: { userId, kind } }, create: { userId, kind, ...data }, update: data });
}
