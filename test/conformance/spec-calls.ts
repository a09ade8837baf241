// SPEC §7's calls as a client written from the spec makes them: its field names, its 0/1 values (numbers in JSON,
// "0"/"1" in multipart), JSON or multipart as the table says, by someone the spec lets make the call. Each row also
// names the fields of §3 and §7 its answer must carry, with their types. spec-calls.integ.test.ts sends them; a
// call of the spec without a row here fails that test.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { png } from "@/test/images";
import type { Actor } from "@/test/authorization/table";
import type { World } from "@/test/authorization/world";

/** A field's type in an answer; a trailing "?" allows null. */
export type FieldType = "number" | "string" | "boolean" | "number?" | "string?" | "boolean?";
export type Shape = Record<string, FieldType>;

export type SpecCall = {
  /** "METHOD /path/{param}" exactly as SPEC §7 writes it. */
  call: string;
  load: () => Promise<Record<string, unknown>>;
  actor: Actor;
  /** What the world needs beyond the authorization world for this call to have something to answer. */
  before?: (world: World) => Promise<unknown>;
  params?: (world: World) => Record<string, string>;
  /** The payload as the spec writes it: a plain object is sent as JSON, FormData as multipart. */
  body?: (world: World) => unknown | Promise<unknown>;
  /** Where the entity (or the first item of a list) stands in the answer, and the fields it must carry. */
  answer?: { at?: (json: never) => unknown; shape: Shape };
  /** Anything else the spec promises, checked after the answer (a 0/1 value's effect, say). */
  then?: (world: World, json: never) => Promise<void> | void;
};

// §3's entities.
export const SESSION_USER: Shape = { id: "number", username: "string", is_admin: "boolean" };
export const PROFILE: Shape = {
  id: "number",
  username: "string",
  displayName: "string",
  firstname: "string?",
  lastname: "string?",
  city: "string?",
  email: "string?",
  is_anonymous: "boolean",
  profile_image: "string?",
  is_admin: "boolean",
  report_count: "number",
  created_at: "string",
};
export const REPORT: Shape = {
  id: "number",
  user_id: "number?",
  username: "string",
  fish: "string",
  weight: "string",
  length: "string",
  location: "string",
  bait: "string?",
  method: "string?",
  notes: "string?",
  image: "string?",
  time: "string",
  created_at: "string",
  fishing_date: "string",
  is_anonymous: "boolean",
};
export const ARTICLE: Shape = {
  id: "number",
  title: "string",
  content: "string",
  published: "boolean",
  image_url: "string?",
  image_focus: "string",
  username: "string",
  created_at: "string",
};
export const NOTIFICATION: Shape = {
  id: "number",
  message: "string",
  type: "string",
  is_read: "boolean",
  created_at: "string",
  from_user_id: "number?",
  related_id: "number?",
};
export const FRIEND: Shape = { id: "number", username: "string", is_anonymous: "boolean", firstname: "string?", lastname: "string?", friend_since: "string" };
export const FRIEND_REQUEST: Shape = { friendship_id: "number", user_id: "number", username: "string", firstname: "string?", lastname: "string?", created_at: "string" };
export const SEARCH_HIT: Shape = { id: "number", displayName: "string", city: "string?", is_anonymous: "boolean" };
export const BLOCKED_EMAIL: Shape = { id: "number", email: "string", reason: "string?", blocked_by_username: "string?", blocked_at: "string" };
export const ADMIN_LOG: Shape = { id: "number", timestamp: "string", username: "string?", action: "string", details: "string?" };
export const REPORT_LIKE: Shape = { userLiked: "boolean", likeCount: "number" };
export const NEWS_LIKE: Shape = { liked: "boolean", likeCount: "number" };

type Json = Record<string, unknown>;
const first = (list: unknown) => (list as unknown[])[0];
const key = (name: string) => (json: Json) => json[name];
const firstOf = (name: string) => (json: Json) => first(json[name]);

async function imageForm(field: string): Promise<FormData> {
  const form = new FormData();
  form.set(field, new File([new Uint8Array(await png(40, 30))], "gadda.png", { type: "image/png" }));
  return form;
}

async function reportForm(world: World): Promise<FormData> {
  const form = await imageForm("image");
  for (const [name, value] of Object.entries({
    user_id: String(world.owner.id),
    date: "2026-06-01",
    fish: "Gädda",
    weight: "4.2",
    length: "82",
    location: "Vättern",
    bait: "Jigg",
    method: "Spinnfiske",
    notes: "Tog vid vassen",
  })) {
    form.set(name, value);
  }
  return form;
}

function profileForm(isAnonymous: "0" | "1"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstname: "Åsa", lastname: "Öberg", city: "Luleå", email: "asa@example.se", is_anonymous: isAnonymous })) {
    form.set(name, value);
  }
  return form;
}

async function isAnonymous(id: number) {
  return (await db.user.findUniqueOrThrow({ where: { id }, select: { isAnonymous: true } })).isAnonymous;
}

const article = (published: 0 | 1) => ({ title: "Abborren leker", content: "Nu nappar den vid stenarna.", published, image_url: "" });

export const SPEC_CALLS: SpecCall[] = [
  // Session and auth
  { call: "GET /api/auth/me", load: () => import("@/app/api/auth/me/route"), actor: "owner", answer: { shape: SESSION_USER } },
  { call: "POST /api/auth/logout", load: () => import("@/app/api/auth/logout/route"), actor: "owner" },
  {
    call: "POST /api/auth/register",
    load: () => import("@/app/api/auth/register/route"),
    actor: "visitor",
    body: (w) => ({ username: w.freshUsername(), password: "Fiskelycka9", age: 34, parentEmail: "" }),
  },
  {
    call: "POST /api/auth/login",
    load: () => import("@/app/api/auth/login/route"),
    actor: "visitor",
    body: (w) => ({ username: w.loginUsername, password: w.loginPassword }),
    answer: { shape: SESSION_USER },
  },
  {
    call: "POST /api/consent/parental-request",
    load: () => import("@/app/api/consent/parental-request/route"),
    actor: "visitor",
    body: (w) => ({ parentEmail: "mamma@example.se", childAge: 10, childUsername: w.child.username }),
  },
  {
    call: "GET /api/consent/parental-verify/{token}",
    load: () => import("@/app/api/consent/parental-verify/[token]/route"),
    actor: "visitor",
    params: (w) => ({ token: w.consentToken }),
    answer: { shape: { valid: "boolean", childUsername: "string", childAge: "number", parentEmail: "string" } },
  },
  {
    call: "POST /api/consent/parental-confirm/{token}",
    load: () => import("@/app/api/consent/parental-confirm/[token]/route"),
    actor: "visitor",
    params: (w) => ({ token: w.consentToken }),
  },
  {
    call: "POST /password/request",
    load: () => import("@/app/password/request/route"),
    actor: "visitor",
    body: () => ({ email: "agare@example.se" }),
    answer: { shape: { message: "string" } },
  },
  {
    call: "GET /password/verify/{token}",
    load: () => import("@/app/password/verify/[token]/route"),
    actor: "visitor",
    params: (w) => ({ token: w.resetToken }),
    answer: { shape: { username: "string" } },
  },
  {
    call: "POST /password/reset",
    load: () => import("@/app/password/reset/route"),
    actor: "visitor",
    body: (w) => ({ token: w.resetToken, newPassword: "Nyttlosen7" }),
    answer: { shape: { message: "string" } },
  },

  // Profiles and search
  {
    call: "GET /api/profile/{id}",
    load: () => import("@/app/api/profile/[id]/route"),
    actor: "owner",
    params: (w) => ({ id: String(w.owner.id) }),
    answer: { shape: PROFILE },
  },
  {
    call: "PUT /api/profile/{id}",
    load: () => import("@/app/api/profile/[id]/route"),
    actor: "owner",
    params: (w) => ({ id: String(w.owner.id) }),
    body: () => profileForm("1"),
    answer: { at: key("profile") as never, shape: PROFILE },
    then: async (w) => {
      expect(await isAnonymous(w.owner.id)).toBe(true);
    },
  },
  {
    call: "PUT /api/profile/{id}/password",
    load: () => import("@/app/api/profile/[id]/password/route"),
    actor: "owner",
    params: (w) => ({ id: String(w.owner.id) }),
    body: (w) => ({ currentPassword: w.loginPassword, newPassword: "Nytt!Losen9" }),
  },
  {
    call: "GET /api/profile/search/{query}",
    load: () => import("@/app/api/profile/search/[query]/route"),
    actor: "member",
    params: () => ({ query: encodeURIComponent("Aga") }),
    answer: { at: first as never, shape: SEARCH_HIT },
  },

  // Reports and likes
  { call: "GET /api/reports", load: () => import("@/app/api/reports/route"), actor: "visitor", answer: { at: firstOf("reports") as never, shape: REPORT } },
  {
    call: "POST /api/reports",
    load: () => import("@/app/api/reports/route"),
    actor: "owner",
    body: reportForm,
    answer: { shape: REPORT },
  },
  {
    call: "GET /api/reports/user/{id}",
    load: () => import("@/app/api/reports/user/[id]/route"),
    actor: "visitor",
    params: (w) => ({ id: String(w.owner.id) }),
    answer: { at: firstOf("reports") as never, shape: REPORT },
  },
  {
    call: "DELETE /api/reports/{id}",
    load: () => import("@/app/api/reports/[id]/route"),
    actor: "owner",
    params: (w) => ({ id: String(w.report.id) }),
  },
  {
    call: "POST /api/likes/reports/{reportId}",
    load: () => import("@/app/api/likes/reports/[reportId]/route"),
    actor: "member",
    params: (w) => ({ reportId: String(w.report.id) }),
    answer: { shape: REPORT_LIKE },
  },
  {
    call: "GET /api/likes/reports/{reportId}",
    load: () => import("@/app/api/likes/reports/[reportId]/route"),
    actor: "member",
    params: (w) => ({ reportId: String(w.report.id) }),
    answer: { shape: REPORT_LIKE },
  },
  {
    call: "POST /api/likes/news/{newsId}",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    actor: "member",
    params: (w) => ({ newsId: String(w.article.id) }),
    answer: { shape: NEWS_LIKE },
  },
  {
    call: "GET /api/likes/news/{newsId}",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    actor: "member",
    params: (w) => ({ newsId: String(w.article.id) }),
    answer: { shape: NEWS_LIKE },
  },

  // News
  { call: "GET /api/news", load: () => import("@/app/api/news/route"), actor: "visitor", answer: { at: firstOf("articles") as never, shape: ARTICLE } },
  { call: "GET /api/news/admin", load: () => import("@/app/api/news/admin/route"), actor: "admin", answer: { at: firstOf("articles") as never, shape: ARTICLE } },
  {
    call: "POST /api/news",
    load: () => import("@/app/api/news/route"),
    actor: "admin",
    body: () => article(0),
    answer: { shape: ARTICLE },
    then: (_w, json: { published: boolean }) => {
      expect(json.published).toBe(false);
    },
  },
  {
    call: "PUT /api/news/{id}",
    load: () => import("@/app/api/news/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.draft.id) }),
    body: () => article(1),
    answer: { shape: ARTICLE },
    then: (_w, json: { published: boolean }) => {
      expect(json.published).toBe(true);
    },
  },
  {
    call: "DELETE /api/news/{id}",
    load: () => import("@/app/api/news/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.article.id) }),
  },
  {
    call: "POST /api/news/upload-image",
    load: () => import("@/app/api/news/upload-image/route"),
    actor: "admin",
    body: () => imageForm("image"),
    answer: { shape: { imageUrl: "string" } },
  },

  // Notifications and friends
  {
    call: "GET /api/notifications",
    load: () => import("@/app/api/notifications/route"),
    actor: "owner",
    answer: { at: firstOf("notifications") as never, shape: NOTIFICATION },
  },
  { call: "GET /api/notifications/unread-count", load: () => import("@/app/api/notifications/unread-count/route"), actor: "owner", answer: { shape: { unreadCount: "number" } } },
  {
    call: "PUT /api/notifications/{id}/read",
    load: () => import("@/app/api/notifications/[id]/read/route"),
    actor: "owner",
    params: (w) => ({ id: String(w.notification.id) }),
  },
  { call: "GET /api/friends", load: () => import("@/app/api/friends/route"), actor: "owner", answer: { at: first as never, shape: FRIEND } },
  {
    call: "GET /api/friends/{userId}",
    load: () => import("@/app/api/friends/[userId]/route"),
    actor: "visitor",
    params: (w) => ({ userId: String(w.owner.id) }),
    answer: { at: first as never, shape: FRIEND },
  },
  {
    call: "POST /api/friends/request/{userId}",
    load: () => import("@/app/api/friends/request/[userId]/route"),
    actor: "member",
    params: (w) => ({ userId: String(w.friend.id) }),
  },
  { call: "GET /api/friends/requests", load: () => import("@/app/api/friends/requests/route"), actor: "owner", answer: { at: first as never, shape: FRIEND_REQUEST } },
  {
    call: "POST /api/friends/accept/{friendship_id}",
    load: () => import("@/app/api/friends/accept/[friendshipId]/route"),
    actor: "owner",
    params: (w) => ({ friendshipId: String(w.friendRequest.id) }),
  },

  // Admin
  {
    call: "GET /api/admin/dashboard",
    load: () => import("@/app/api/admin/dashboard/route"),
    actor: "admin",
    answer: { shape: { totalUsers: "number", totalReports: "number", blockedEmails: "number" } },
  },
  { call: "GET /api/admin/users", load: () => import("@/app/api/admin/users/route"), actor: "admin", answer: { at: firstOf("users") as never, shape: { id: "number", username: "string", is_admin: "boolean", is_anonymous: "boolean" } } },
  {
    call: "GET /api/admin/blocked-emails",
    load: () => import("@/app/api/admin/blocked-emails/route"),
    actor: "admin",
    answer: { at: firstOf("blockedEmails") as never, shape: BLOCKED_EMAIL },
  },
  {
    call: "GET /api/admin/logs",
    load: () => import("@/app/api/admin/logs/route"),
    actor: "admin",
    before: (w) => db.adminLog.create({ data: { adminId: w.admin.id, username: w.admin.username, action: "grant_admin", details: "Medlemmen" } }),
    answer: { at: firstOf("logs") as never, shape: ADMIN_LOG },
  },
  {
    call: "POST /api/admin/blocked-emails",
    load: () => import("@/app/api/admin/blocked-emails/route"),
    actor: "admin",
    body: () => ({ email: "troll@example.se", reason: "Hot i kommentarer" }),
    answer: { at: key("blockedEmail") as never, shape: BLOCKED_EMAIL },
  },
  {
    call: "DELETE /api/admin/blocked-emails/{id}",
    load: () => import("@/app/api/admin/blocked-emails/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.blockedEmail.id) }),
  },
  {
    call: "PUT /api/admin/users/{id}",
    load: () => import("@/app/api/admin/users/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.member.id) }),
    body: () => ({ is_admin: 1, is_anonymous: 1 }),
    answer: { at: key("user") as never, shape: { id: "number", username: "string", is_admin: "boolean", is_anonymous: "boolean" } },
    then: async (w, json: { user: { is_admin: boolean; is_anonymous: boolean } }) => {
      expect(json.user).toMatchObject({ is_admin: true, is_anonymous: true });
      expect(await isAnonymous(w.member.id)).toBe(true);
    },
  },
  {
    call: "DELETE /api/admin/users/{id}",
    load: () => import("@/app/api/admin/users/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.member.id) }),
  },
  {
    call: "DELETE /api/admin/users/{id}/reports",
    load: () => import("@/app/api/admin/users/[id]/reports/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.owner.id) }),
    answer: { shape: { deletedCount: "number" } },
  },
  {
    call: "DELETE /api/admin/reports/{id}",
    load: () => import("@/app/api/admin/reports/[id]/route"),
    actor: "admin",
    params: (w) => ({ id: String(w.report.id) }),
    answer: { at: key("deletedReport") as never, shape: { fish: "string", username: "string" } },
  },
];
