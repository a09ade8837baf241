// The authorization table: every route handler and every page, and the status each kind of caller gets from it.
// Handler rows are checked for every actor in a freshly built world (authorization.integ.test.ts); page rows
// against the production build (e2e/authorization-pages.spec.ts). A new route or page is added here the moment
// it exists; a route or page file with no row fails its suite.
//
// Actors:
//   visitor      – no session
//   pendingChild – an under-13 account whose parent has not consented, holding a session row and a validly signed
//                  cookie (left over, or forged with the secret): the server must treat it as no session
//   member       – logged in, unrelated to the world's things
//   owner        – logged in, owns the world's report / profile / notification; the addressee of its friend request
//   friend       – logged in, the owner's accepted friend: related to the world's things but owning none of them
//   admin        – logged in with is_admin, the session having proved the second factor (decision 300)
//   adminWithoutSecondFactor – the same admin on a session that has given only the password: no admin powers at
//                  all (admin-only calls answer 403 SECOND_FACTOR_REQUIRED), otherwise a member like any other
//   suspended    – a member under an active suspension, holding a session minted after it began: refused like the child
// The pending child (and a report of theirs) also appears as a target: for everyone but the parent it does not exist.
import { guessMapping } from "@/lib/logbook-import/columns";
import type { World } from "@/test/authorization/world";
import { totpCode } from "../../lib/second-factor/totp";
import { TEST_TOTP_SECRET } from "../second-factor";

export type Actor = "visitor" | "pendingChild" | "member" | "owner" | "friend" | "admin" | "adminWithoutSecondFactor" | "suspended";
export const ACTORS: readonly Actor[] = ["visitor", "pendingChild", "member", "owner", "friend", "admin", "adminWithoutSecondFactor", "suspended"];

export type AuthorizationRow = {
  /** "METHOD /path/{param}", as the route file's comment names it. */
  route: string;
  /** The route file, relative to the project root: the test checks that every route file has a row. */
  file: string;
  load: () => Promise<Record<string, unknown>>;
  params?: (world: World) => Record<string, string>;
  /** A valid query string (without '?') for a route that needs one. */
  query?: (world: World) => string;
  /** A valid body for the route, so what is tested is who may call it, not what they sent. */
  body?: (world: World) => unknown;
  expect: Record<Actor, number>;
};

type LoggedIn = Exclude<Actor, "visitor" | "pendingChild" | "suspended" | "adminWithoutSecondFactor">;

/**
 * Spells out a row for the actors with a working session; a refused session answers exactly as a visitor, and an
 * admin without the second factor as an unrelated member unless said.
 */
export function cells(statuses: Record<"visitor" | LoggedIn, number> & { adminWithoutSecondFactor?: number }): Record<Actor, number> {
  return { adminWithoutSecondFactor: statuses.member, ...statuses, pendingChild: statuses.visitor, suspended: statuses.visitor };
}

export const all = (status: number) => cells({ visitor: status, member: status, owner: status, friend: status, admin: status });
/** Any logged-in member may; visitors get 401. */
export const members = (status: number) => cells({ visitor: 401, member: status, owner: status, friend: status, admin: status });
/** Only the owner (and, where said, an admin); the friend is refused like any other member unless said. */
export const ownerOnly = (
  ok: number,
  { admin = 403, member = 403, friend, adminWithoutSecondFactor }: { admin?: number; member?: number; friend?: number; adminWithoutSecondFactor?: number } = {},
) => cells({ visitor: 401, member, owner: ok, friend: friend ?? member, admin, adminWithoutSecondFactor: adminWithoutSecondFactor ?? member });
/** Admins only: visitors 401, other members 403. */
export const adminOnly = (ok: number) => cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: ok });

/** A small spreadsheet of catches, as a member uploads it. */
function importFile(): FormData {
  const form = new FormData();
  form.set("file", new File(["Datum;Art;Vikt;Längd;Plats\r\n2024-06-15;Gädda;3,4;72;Mälaren\r\n"], "loggbok.csv", { type: "text/csv" }));
  return form;
}

/** The columns of the world's uploads (test/authorization/world.ts), as the site guesses them. */
const importMapping = () => guessMapping(["Datum", "Art", "Vikt", "Längd", "Plats"]);

/** A credential of the right outline (its bytes are no real authenticator's): what the ceremonies' handlers read. */
const PASSKEY_REGISTRATION = {
  id: "AQIDBAUGBwgJCgsMDQ4PEA",
  rawId: "AQIDBAUGBwgJCgsMDQ4PEA",
  type: "public-key",
  response: { clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0", attestationObject: "o2NmbXRkbm9uZQ", transports: ["internal"] },
  clientExtensionResults: {},
};
const PASSKEY_ASSERTION = {
  id: "AQIDBAUGBwgJCgsMDQ4PEA",
  rawId: "AQIDBAUGBwgJCgsMDQ4PEA",
  type: "public-key",
  response: { clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0", authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ", signature: "MEUCIQ" },
  clientExtensionResults: {},
};

/** The same row for every method (catch-all routes). */
/** Every method a route file may export; a file exporting one without a row fails the suite. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

const everyMethod = (row: AuthorizationRow): AuthorizationRow[] =>
  ROUTE_METHODS.map((method) => ({ ...row, route: `${method} ${row.route}` }));

export const AUTHORIZATION_TABLE: AuthorizationRow[] = [
  // Session and auth
  { route: "GET /api/auth/me", file: "app/api/auth/me/route.ts", load: () => import("@/app/api/auth/me/route"), expect: members(200) },
  { route: "POST /api/auth/logout", file: "app/api/auth/logout/route.ts", load: () => import("@/app/api/auth/logout/route"), expect: all(200) },
  // An admin's second factor (decision 300). The world's admin has an authenticator app already, so starting or
  // confirming another is a conflict; members are no admins. The code is the app's current one.
  {
    route: "POST /api/auth/second-factor/setup",
    file: "app/api/auth/second-factor/setup/route.ts",
    load: () => import("@/app/api/auth/second-factor/setup/route"),
    expect: cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: 409, adminWithoutSecondFactor: 409 }),
  },
  {
    route: "POST /api/auth/second-factor/setup/confirm",
    file: "app/api/auth/second-factor/setup/confirm/route.ts",
    load: () => import("@/app/api/auth/second-factor/setup/confirm/route"),
    body: () => ({ code: totpCode(TEST_TOTP_SECRET) }),
    expect: cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: 409, adminWithoutSecondFactor: 409 }),
  },
  {
    route: "POST /api/auth/second-factor/verify",
    file: "app/api/auth/second-factor/verify/route.ts",
    load: () => import("@/app/api/auth/second-factor/verify/route"),
    body: () => ({ code: totpCode(TEST_TOTP_SECRET) }),
    expect: cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: 200, adminWithoutSecondFactor: 200 }),
  },
  {
    route: "DELETE /api/auth/second-factor",
    file: "app/api/auth/second-factor/route.ts",
    load: () => import("@/app/api/auth/second-factor/route"),
    body: () => ({ code: totpCode(TEST_TOTP_SECRET) }),
    expect: adminOnly(204),
  },
  // Passkeys (decision 301). The owner and the admin have one each; the ceremonies' answers below carry no challenge
  // cookie, so whoever gets past the guards is told the challenge is gone (400). An admin whose session has not
  // proved the second factor may not add a passkey beside the factors the account has.
  { route: "GET /api/auth/passkeys", file: "app/api/auth/passkeys/route.ts", load: () => import("@/app/api/auth/passkeys/route"), expect: members(200) },
  {
    route: "DELETE /api/auth/passkeys/{id}",
    file: "app/api/auth/passkeys/[id]/route.ts",
    load: () => import("@/app/api/auth/passkeys/[id]/route"),
    params: (w) => ({ id: String(w.ownerPasskey.id) }),
    expect: ownerOnly(204, { admin: 404, member: 404 }),
  },
  {
    route: "POST /api/auth/passkeys/registration/options",
    file: "app/api/auth/passkeys/registration/options/route.ts",
    load: () => import("@/app/api/auth/passkeys/registration/options/route"),
    expect: cells({ visitor: 401, member: 200, owner: 200, friend: 200, admin: 200, adminWithoutSecondFactor: 403 }),
  },
  {
    route: "POST /api/auth/passkeys/registration",
    file: "app/api/auth/passkeys/registration/route.ts",
    load: () => import("@/app/api/auth/passkeys/registration/route"),
    body: () => ({ name: "Telefonen", credential: PASSKEY_REGISTRATION }),
    expect: cells({ visitor: 401, member: 400, owner: 400, friend: 400, admin: 400, adminWithoutSecondFactor: 403 }),
  },
  {
    route: "POST /api/auth/passkeys/login/options",
    file: "app/api/auth/passkeys/login/options/route.ts",
    load: () => import("@/app/api/auth/passkeys/login/options/route"),
    expect: all(200),
  },
  {
    route: "POST /api/auth/passkeys/login",
    file: "app/api/auth/passkeys/login/route.ts",
    load: () => import("@/app/api/auth/passkeys/login/route"),
    body: () => ({ credential: PASSKEY_ASSERTION }),
    expect: all(400),
  },
  {
    route: "POST /api/auth/passkeys/second-factor/options",
    file: "app/api/auth/passkeys/second-factor/options/route.ts",
    load: () => import("@/app/api/auth/passkeys/second-factor/options/route"),
    expect: cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: 200, adminWithoutSecondFactor: 200 }),
  },
  {
    route: "POST /api/auth/passkeys/second-factor",
    file: "app/api/auth/passkeys/second-factor/route.ts",
    load: () => import("@/app/api/auth/passkeys/second-factor/route"),
    body: () => ({ credential: PASSKEY_ASSERTION }),
    expect: cells({ visitor: 401, member: 403, owner: 403, friend: 403, admin: 400, adminWithoutSecondFactor: 400 }),
  },
  {
    route: "POST /api/auth/login",
    file: "app/api/auth/login/route.ts",
    load: () => import("@/app/api/auth/login/route"),
    body: (w) => ({ username: w.loginUsername, password: w.loginPassword }),
    expect: all(200),
  },
  {
    route: "POST /api/auth/register",
    file: "app/api/auth/register/route.ts",
    load: () => import("@/app/api/auth/register/route"),
    body: (w) => ({ username: w.freshUsername(), password: "Fiskelycka1", age: 30 }),
    expect: all(201),
  },
  {
    route: "GET /api/auth/session",
    file: "app/api/auth/[...nextauth]/route.ts",
    load: () => import("@/app/api/auth/[...nextauth]/route"),
    params: () => ({ nextauth: ["session"] as unknown as string }),
    expect: all(200),
  },
  ...everyMethod({
    route: "/api/auth/signout",
    file: "app/api/auth/[...nextauth]/route.ts",
    load: () => import("@/app/api/auth/[...nextauth]/route"),
    params: () => ({ nextauth: ["signout"] as unknown as string }),
    expect: all(404),
  }),
  {
    route: "POST /api/consent/parental-request",
    file: "app/api/consent/parental-request/route.ts",
    load: () => import("@/app/api/consent/parental-request/route"),
    body: (w) => ({ parentEmail: "foralder@example.se", childAge: 10, childUsername: w.child.username }),
    expect: all(200),
  },
  {
    route: "GET /api/consent/parental-verify/{token}",
    file: "app/api/consent/parental-verify/[token]/route.ts",
    load: () => import("@/app/api/consent/parental-verify/[token]/route"),
    params: (w) => ({ token: w.consentToken }),
    expect: all(200),
  },
  {
    route: "POST /api/consent/parental-confirm/{token}",
    file: "app/api/consent/parental-confirm/[token]/route.ts",
    load: () => import("@/app/api/consent/parental-confirm/[token]/route"),
    params: (w) => ({ token: w.consentToken }),
    expect: all(200),
  },
  {
    route: "POST /password/request",
    file: "app/password/request/route.ts",
    load: () => import("@/app/password/request/route"),
    body: () => ({ email: "agare@example.se" }),
    expect: all(200),
  },
  {
    route: "GET /password/verify/{token}",
    file: "app/password/verify/[token]/route.ts",
    load: () => import("@/app/password/verify/[token]/route"),
    params: (w) => ({ token: w.resetToken }),
    expect: all(200),
  },
  {
    route: "POST /password/reset",
    file: "app/password/reset/route.ts",
    load: () => import("@/app/password/reset/route"),
    body: (w) => ({ token: w.resetToken, newPassword: "Nyttlosen1" }),
    expect: all(200),
  },
  // The link alone proves the address; who is logged in does not matter.
  {
    route: "POST /api/email-change/confirm/{token}",
    file: "app/api/email-change/confirm/[token]/route.ts",
    load: () => import("@/app/api/email-change/confirm/[token]/route"),
    params: (w) => ({ token: w.emailChangeToken }),
    expect: all(200),
  },
  { route: "GET /api/health", file: "app/api/health/route.ts", load: () => import("@/app/api/health/route"), expect: all(200) },
  ...everyMethod({
    route: "/api/{unknown}",
    file: "app/api/[...unknown]/route.ts",
    load: () => import("@/app/api/[...unknown]/route"),
    params: () => ({ unknown: ["finns-inte"] as unknown as string }),
    expect: all(404),
  }),
  {
    route: "GET /uploads/{kind}/{file}",
    file: "app/uploads/[kind]/[file]/route.ts",
    load: () => import("@/app/uploads/[kind]/[file]/route"),
    params: () => ({ kind: "reports", file: "saknas.jpg" }),
    expect: all(404),
  },

  // The catch map
  {
    route: "GET /api/map",
    file: "app/api/map/route.ts",
    load: () => import("@/app/api/map/route"),
    query: () => "bbox=10.5,55,24.2,69.1&zoom=5&since=all",
    expect: all(200),
  },
  {
    route: "GET /api/map/catches",
    file: "app/api/map/catches/route.ts",
    load: () => import("@/app/api/map/catches/route"),
    query: () => "bbox=10.5,55,24.2,69.1&since=all",
    expect: all(200),
  },
  {
    route: "GET /api/map/friends",
    file: "app/api/map/friends/route.ts",
    load: () => import("@/app/api/map/friends/route"),
    query: () => "bbox=10.5,55,24.2,69.1",
    expect: members(200),
  },

  // Reports and likes
  { route: "GET /api/reports", file: "app/api/reports/route.ts", load: () => import("@/app/api/reports/route"), expect: all(200) },
  {
    // Every filter and a search at once: the same for everyone, as the unfiltered list (positions as each may see).
    route: "GET /api/reports with filters and a search",
    file: "app/api/reports/route.ts",
    load: () => import("@/app/api/reports/route"),
    query: () =>
      "q=g%C3%A4dda&species=gadda&from=2020-01-01&to=2030-12-31&month=6&season=sommar&place=m%C3%A4laren&bait=wobbler&method=spinn" +
      "&weight_min=0.1&weight_max=50&length_min=1&length_max=200&photo=0&released=0&personal_best=0&big_fish=0&sort=fish",
    expect: all(200),
  },
  {
    route: "GET /api/search/suggest",
    file: "app/api/search/suggest/route.ts",
    load: () => import("@/app/api/search/suggest/route"),
    query: () => "q=g%C3%A4d",
    expect: all(200),
  },
  {
    route: "POST /api/reports",
    file: "app/api/reports/route.ts",
    load: () => import("@/app/api/reports/route"),
    body: () => reportForm(),
    expect: members(201),
  },
  {
    route: "PUT /api/reports/{id}",
    file: "app/api/reports/[id]/route.ts",
    load: () => import("@/app/api/reports/[id]/route"),
    params: (w) => ({ id: String(w.report.id) }),
    body: () => reportForm(),
    expect: ownerOnly(200, { admin: 200 }),
  },
  {
    route: "DELETE /api/reports/{id}",
    file: "app/api/reports/[id]/route.ts",
    load: () => import("@/app/api/reports/[id]/route"),
    params: (w) => ({ id: String(w.report.id) }),
    expect: ownerOnly(200, { admin: 200 }),
  },
  {
    route: "GET /api/reports/user/{id}",
    file: "app/api/reports/user/[id]/route.ts",
    load: () => import("@/app/api/reports/user/[id]/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/reports/user/{id} of a pending child",
    file: "app/api/reports/user/[id]/route.ts",
    load: () => import("@/app/api/reports/user/[id]/route"),
    params: (w) => ({ id: String(w.child.id) }),
    expect: all(404),
  },
  {
    route: "GET /api/likes/reports/{reportId}",
    file: "app/api/likes/reports/[reportId]/route.ts",
    load: () => import("@/app/api/likes/reports/[reportId]/route"),
    params: (w) => ({ reportId: String(w.report.id) }),
    expect: all(200),
  },
  {
    route: "POST /api/likes/reports/{reportId}",
    file: "app/api/likes/reports/[reportId]/route.ts",
    load: () => import("@/app/api/likes/reports/[reportId]/route"),
    params: (w) => ({ reportId: String(w.report.id) }),
    expect: members(200),
  },


  // Comments
  {
    route: "GET /api/reports/{id}/comments",
    file: "app/api/reports/[id]/comments/route.ts",
    load: () => import("@/app/api/reports/[id]/comments/route"),
    params: (w) => ({ id: String(w.report.id) }),
    expect: all(200),
  },
  {
    route: "POST /api/reports/{id}/comments",
    file: "app/api/reports/[id]/comments/route.ts",
    load: () => import("@/app/api/reports/[id]/comments/route"),
    params: (w) => ({ id: String(w.report.id) }),
    body: () => ({ body: "Grattis till fångsten!" }),
    expect: members(201),
  },
  {
    route: "POST /api/reports/{id}/comments on a pending child's report",
    file: "app/api/reports/[id]/comments/route.ts",
    load: () => import("@/app/api/reports/[id]/comments/route"),
    params: (w) => ({ id: String(w.childReport.id) }),
    body: () => ({ body: "Hej" }),
    expect: members(404),
  },
  // Conditions (weather, sun and moon) of a catch
  {
    route: "GET /api/reports/{id}/conditions",
    file: "app/api/reports/[id]/conditions/route.ts",
    load: () => import("@/app/api/reports/[id]/conditions/route"),
    params: (w) => ({ id: String(w.report.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/reports/{id}/conditions of a pending child's report",
    file: "app/api/reports/[id]/conditions/route.ts",
    load: () => import("@/app/api/reports/[id]/conditions/route"),
    params: (w) => ({ id: String(w.childReport.id) }),
    expect: all(404),
  },
  {
    route: "PUT /api/reports/{id}/conditions",
    file: "app/api/reports/[id]/conditions/route.ts",
    load: () => import("@/app/api/reports/[id]/conditions/route"),
    params: (w) => ({ id: String(w.report.id) }),
    body: () => ({ waterTemperature: "12,5" }),
    expect: ownerOnly(200),
  },
  {
    route: "GET /api/news/{id}/comments",
    file: "app/api/news/[id]/comments/route.ts",
    load: () => import("@/app/api/news/[id]/comments/route"),
    params: (w) => ({ id: String(w.article.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/news/{id}/comments of a draft",
    file: "app/api/news/[id]/comments/route.ts",
    load: () => import("@/app/api/news/[id]/comments/route"),
    params: (w) => ({ id: String(w.draft.id) }),
    // Drafts are read in the editor; they have no talk, not even for admins.
    expect: all(404),
  },
  {
    route: "POST /api/news/{id}/comments",
    file: "app/api/news/[id]/comments/route.ts",
    load: () => import("@/app/api/news/[id]/comments/route"),
    params: (w) => ({ id: String(w.article.id) }),
    body: () => ({ body: "Bra tips!" }),
    expect: members(201),
  },
  {
    route: "POST /api/news/{id}/comments on a draft",
    file: "app/api/news/[id]/comments/route.ts",
    load: () => import("@/app/api/news/[id]/comments/route"),
    params: (w) => ({ id: String(w.draft.id) }),
    body: () => ({ body: "Hej" }),
    expect: members(404),
  },
  {
    route: "DELETE /api/comments/{id}",
    file: "app/api/comments/[id]/route.ts",
    load: () => import("@/app/api/comments/[id]/route"),
    params: (w) => ({ id: String(w.comment.id) }),
    // The friend wrote it; the owner owns the report it is under.
    expect: cells({ visitor: 401, member: 403, owner: 200, friend: 200, admin: 200 }),
  },
  {
    route: "POST /api/comments/{id}/flag",
    file: "app/api/comments/[id]/flag/route.ts",
    load: () => import("@/app/api/comments/[id]/flag/route"),
    params: (w) => ({ id: String(w.comment.id) }),
    body: () => ({ reason: "Otrevligt" }),
    // Nobody flags their own comment.
    expect: cells({ visitor: 401, member: 201, owner: 201, friend: 403, admin: 201 }),
  },

  // Competitions
  { route: "GET /api/competitions", file: "app/api/competitions/route.ts", load: () => import("@/app/api/competitions/route"), expect: all(200) },
  {
    route: "POST /api/competitions",
    file: "app/api/competitions/route.ts",
    load: () => import("@/app/api/competitions/route"),
    body: () => ({ name: "Vårabborren", starts_on: "2026-04-01", ends_on: "2026-05-31", rule: "total_weight", top_n: 3 }),
    expect: members(201),
  },
  {
    route: "GET /api/competitions/{id}",
    file: "app/api/competitions/[id]/route.ts",
    load: () => import("@/app/api/competitions/[id]/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/competitions/{id} of an invite-only competition",
    file: "app/api/competitions/[id]/route.ts",
    load: () => import("@/app/api/competitions/[id]/route"),
    params: (w) => ({ id: String(w.closedCompetition.id) }),
    // Its creator, the invited friend and admins; a visitor is not told it exists.
    expect: cells({ visitor: 404, member: 403, owner: 200, friend: 200, admin: 200 }),
  },
  {
    route: "DELETE /api/competitions/{id}",
    file: "app/api/competitions/[id]/route.ts",
    load: () => import("@/app/api/competitions/[id]/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/competitions/{id}/participants",
    file: "app/api/competitions/[id]/participants/route.ts",
    load: () => import("@/app/api/competitions/[id]/participants/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    // The creator is its first participant already.
    expect: cells({ visitor: 401, member: 201, owner: 409, friend: 201, admin: 201 }),
  },
  {
    route: "POST /api/competitions/{id}/participants of an invite-only competition",
    file: "app/api/competitions/[id]/participants/route.ts",
    load: () => import("@/app/api/competitions/[id]/participants/route"),
    params: (w) => ({ id: String(w.closedCompetition.id) }),
    expect: cells({ visitor: 401, member: 403, owner: 409, friend: 201, admin: 403 }),
  },
  {
    route: "POST /api/competitions/{id}/invitations",
    file: "app/api/competitions/[id]/invitations/route.ts",
    load: () => import("@/app/api/competitions/[id]/invitations/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    body: (w) => ({ username: w.friend.username }),
    expect: ownerOnly(201),
  },
  {
    route: "POST /api/competitions/{id}/invitation",
    file: "app/api/competitions/[id]/invitation/route.ts",
    load: () => import("@/app/api/competitions/[id]/invitation/route"),
    params: (w) => ({ id: String(w.closedCompetition.id) }),
    body: () => ({ accept: true }),
    // Only the invited friend has an invitation to answer.
    expect: cells({ visitor: 401, member: 404, owner: 404, friend: 200, admin: 404 }),
  },
  {
    route: "POST /api/competitions/{id}/withdrawals",
    file: "app/api/competitions/[id]/withdrawals/route.ts",
    load: () => import("@/app/api/competitions/[id]/withdrawals/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    body: (w) => ({ report_id: w.competitionReport.id }),
    expect: ownerOnly(201),
  },
  {
    route: "POST /api/competitions/{id}/disqualifications",
    file: "app/api/competitions/[id]/disqualifications/route.ts",
    load: () => import("@/app/api/competitions/[id]/disqualifications/route"),
    params: (w) => ({ id: String(w.competition.id) }),
    body: (w) => ({ report_id: w.competitionReport.id, reason: "Fångad före start" }),
    // The creator (the owner) rules on catches; nobody else, admins included (they remove the competition instead).
    expect: ownerOnly(201),
  },

  // Fishing trips: the owner's private trip (the friend invited and coming) and public trip (nobody invited). A
  // private trip does not exist for anyone who is not on it: 404, never 403.
  { route: "GET /api/trips", file: "app/api/trips/route.ts", load: () => import("@/app/api/trips/route"), expect: members(200) },
  {
    route: "POST /api/trips",
    file: "app/api/trips/route.ts",
    load: () => import("@/app/api/trips/route"),
    body: (w) => ({ name: "Harrfiske", place: "Klarälven", starts_on: w.tripDay(14), ends_on: w.tripDay(16) }),
    expect: members(201),
  },
  { route: "GET /api/trips/choices", file: "app/api/trips/choices/route.ts", load: () => import("@/app/api/trips/choices/route"), expect: members(200) },
  {
    route: "GET /api/trips/{id}",
    file: "app/api/trips/[id]/route.ts",
    load: () => import("@/app/api/trips/[id]/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    expect: cells({ visitor: 404, member: 404, owner: 200, friend: 200, admin: 404 }),
  },
  {
    route: "GET /api/trips/{id} of a public trip",
    file: "app/api/trips/[id]/route.ts",
    load: () => import("@/app/api/trips/[id]/route"),
    params: (w) => ({ id: String(w.publicTrip.id) }),
    expect: all(200),
  },
  {
    route: "PUT /api/trips/{id}",
    file: "app/api/trips/[id]/route.ts",
    load: () => import("@/app/api/trips/[id]/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    body: (w) => ({ name: "Gösfiske", place: "Vättern", starts_on: w.tripDay(7), ends_on: w.tripDay(9) }),
    // The friend sees the trip but did not plan it.
    expect: cells({ visitor: 401, member: 404, owner: 200, friend: 403, admin: 404 }),
  },
  {
    route: "DELETE /api/trips/{id}",
    file: "app/api/trips/[id]/route.ts",
    load: () => import("@/app/api/trips/[id]/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    // Only its creator; the invited friend sees it but may not delete it; to everyone else it does not exist.
    expect: cells({ visitor: 401, member: 404, owner: 200, friend: 403, admin: 404 }),
  },
  {
    route: "POST /api/trips/{id}/invitations",
    file: "app/api/trips/[id]/invitations/route.ts",
    load: () => import("@/app/api/trips/[id]/invitations/route"),
    params: (w) => ({ id: String(w.publicTrip.id) }),
    body: (w) => ({ username: w.friend.username }),
    expect: ownerOnly(201),
  },
  {
    route: "PUT /api/trips/{id}/answer",
    file: "app/api/trips/[id]/answer/route.ts",
    load: () => import("@/app/api/trips/[id]/answer/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    body: () => ({ answer: "maybe" }),
    // The creator is always coming; only the invited friend answers.
    expect: cells({ visitor: 401, member: 404, owner: 409, friend: 200, admin: 404 }),
  },
  {
    route: "POST /api/trips/{id}/comments",
    file: "app/api/trips/[id]/comments/route.ts",
    load: () => import("@/app/api/trips/[id]/comments/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    body: () => ({ body: "Jag tar med båten." }),
    expect: cells({ visitor: 401, member: 404, owner: 201, friend: 201, admin: 404 }),
  },
  {
    route: "GET /api/trips/{id}/calendar",
    file: "app/api/trips/[id]/calendar/route.ts",
    load: () => import("@/app/api/trips/[id]/calendar/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    expect: cells({ visitor: 404, member: 404, owner: 200, friend: 200, admin: 404 }),
  },
  {
    route: "GET /api/trips/{id}/catches",
    file: "app/api/trips/[id]/catches/route.ts",
    load: () => import("@/app/api/trips/[id]/catches/route"),
    params: (w) => ({ id: String(w.trip.id) }),
    // Each participant's own catches; to everyone else the private trip does not exist.
    expect: cells({ visitor: 401, member: 404, owner: 200, friend: 200, admin: 404 }),
  },
  {
    route: "PUT /api/trips/{id}/catches/{reportId}",
    file: "app/api/trips/[id]/catches/[reportId]/route.ts",
    load: () => import("@/app/api/trips/[id]/catches/[reportId]/route"),
    params: (w) => ({ id: String(w.trip.id), reportId: String(w.tripCatch.id) }),
    // The owner's catch: the friend is on the trip but the catch is not theirs.
    expect: cells({ visitor: 401, member: 404, owner: 200, friend: 403, admin: 404 }),
  },
  {
    route: "DELETE /api/trips/{id}/catches/{reportId}",
    file: "app/api/trips/[id]/catches/[reportId]/route.ts",
    load: () => import("@/app/api/trips/[id]/catches/[reportId]/route"),
    params: (w) => ({ id: String(w.trip.id), reportId: String(w.tripReport.id) }),
    expect: cells({ visitor: 401, member: 404, owner: 200, friend: 403, admin: 404 }),
  },

  // News and news likes
  { route: "GET /api/news", file: "app/api/news/route.ts", load: () => import("@/app/api/news/route"), expect: all(200) },
  {
    route: "POST /api/news",
    file: "app/api/news/route.ts",
    load: () => import("@/app/api/news/route"),
    body: () => ({ title: "Ny artikel", content: "Text.", published: false }),
    expect: adminOnly(201),
  },
  { route: "GET /api/news/admin", file: "app/api/news/admin/route.ts", load: () => import("@/app/api/news/admin/route"), expect: adminOnly(200) },
  {
    route: "GET /api/news/{id}",
    file: "app/api/news/[id]/route.ts",
    load: () => import("@/app/api/news/[id]/route"),
    params: (w) => ({ id: String(w.article.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/news/{id} of a draft",
    file: "app/api/news/[id]/route.ts",
    load: () => import("@/app/api/news/[id]/route"),
    params: (w) => ({ id: String(w.draft.id) }),
    expect: cells({ visitor: 404, member: 404, owner: 404, friend: 404, admin: 200 }),
  },
  {
    route: "PUT /api/news/{id}",
    file: "app/api/news/[id]/route.ts",
    load: () => import("@/app/api/news/[id]/route"),
    params: (w) => ({ id: String(w.draft.id) }),
    body: () => ({ title: "Ändrad", content: "Ny text.", published: true }),
    expect: adminOnly(200),
  },
  {
    route: "DELETE /api/news/{id}",
    file: "app/api/news/[id]/route.ts",
    load: () => import("@/app/api/news/[id]/route"),
    params: (w) => ({ id: String(w.article.id) }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/news/upload-image",
    file: "app/api/news/upload-image/route.ts",
    load: () => import("@/app/api/news/upload-image/route"),
    body: () => imageForm(),
    expect: adminOnly(201),
  },
  {
    route: "GET /api/likes/news/{newsId}",
    file: "app/api/likes/news/[newsId]/route.ts",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    params: (w) => ({ newsId: String(w.article.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/likes/news/{newsId} of a draft",
    file: "app/api/likes/news/[newsId]/route.ts",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    params: (w) => ({ newsId: String(w.draft.id) }),
    expect: cells({ visitor: 404, member: 404, owner: 404, friend: 404, admin: 200 }),
  },
  {
    route: "POST /api/likes/news/{newsId}",
    file: "app/api/likes/news/[newsId]/route.ts",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    params: (w) => ({ newsId: String(w.article.id) }),
    expect: members(200),
  },
  {
    route: "POST /api/likes/news/{newsId} of a draft",
    file: "app/api/likes/news/[newsId]/route.ts",
    load: () => import("@/app/api/likes/news/[newsId]/route"),
    params: (w) => ({ newsId: String(w.draft.id) }),
    expect: members(404),
  },

  {
    route: "POST /api/reports/{id}/flag",
    file: "app/api/reports/[id]/flag/route.ts",
    load: () => import("@/app/api/reports/[id]/flag/route"),
    params: (w) => ({ id: String(w.report.id) }),
    body: () => ({ reason: "Bilden visar inte en fisk" }),
    // Nobody flags their own report.
    expect: cells({ visitor: 401, member: 201, owner: 403, friend: 201, admin: 201 }),
  },


  // Admin panel
  ...adminRows(),

  // Profiles, notifications and friends
  {
    route: "GET /api/profile/search/{query}",
    file: "app/api/profile/search/[query]/route.ts",
    load: () => import("@/app/api/profile/search/[query]/route"),
    params: () => ({ query: "ag" }),
    expect: members(200),
  },
  {
    route: "GET /api/notifications/unread-count",
    file: "app/api/notifications/unread-count/route.ts",
    load: () => import("@/app/api/notifications/unread-count/route"),
    expect: members(200),
  },
  {
    route: "POST /api/auth/logout-everywhere",
    file: "app/api/auth/logout-everywhere/route.ts",
    load: () => import("@/app/api/auth/logout-everywhere/route"),
    expect: members(200),
  },
  {
    route: "GET /api/profile/{id}",
    file: "app/api/profile/[id]/route.ts",
    load: () => import("@/app/api/profile/[id]/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/profile/{id} of a pending child",
    file: "app/api/profile/[id]/route.ts",
    load: () => import("@/app/api/profile/[id]/route"),
    params: (w) => ({ id: String(w.child.id) }),
    expect: all(404),
  },
  {
    route: "PUT /api/profile/{id}",
    file: "app/api/profile/[id]/route.ts",
    load: () => import("@/app/api/profile/[id]/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    body: () => profileForm(),
    expect: ownerOnly(200),
  },
  {
    route: "DELETE /api/profile/{id}",
    file: "app/api/profile/[id]/route.ts",
    load: () => import("@/app/api/profile/[id]/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    body: (w) => ({ username: w.owner.username }),
    expect: ownerOnly(200),
  },
  {
    route: "PUT /api/profile/{id}/password",
    file: "app/api/profile/[id]/password/route.ts",
    load: () => import("@/app/api/profile/[id]/password/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    body: (w) => ({ currentPassword: w.loginPassword, newPassword: "Nytt-losen-9", confirmPassword: "Nytt-losen-9" }),
    expect: ownerOnly(200),
  },
  {
    route: "GET /api/profile/{id}/export",
    file: "app/api/profile/[id]/export/route.ts",
    load: () => import("@/app/api/profile/[id]/export/route"),
    params: (w) => ({ id: String(w.owner.id) }),
    expect: ownerOnly(200),
  },
  {
    // Always the caller's own catches: there is no one else's to ask for.
    route: "GET /api/profile/catches/export",
    file: "app/api/profile/catches/export/route.ts",
    load: () => import("@/app/api/profile/catches/export/route"),
    query: () => "format=csv",
    expect: members(200),
  },
  {
    route: "POST /api/profile/catches/imports",
    file: "app/api/profile/catches/imports/route.ts",
    load: () => import("@/app/api/profile/catches/imports/route"),
    body: () => importFile(),
    expect: members(201),
  },
  {
    route: "GET /api/profile/catches/imports",
    file: "app/api/profile/catches/imports/route.ts",
    load: () => import("@/app/api/profile/catches/imports/route"),
    expect: members(200),
  },
  // The owner's uploads and imports: for anyone else they do not exist, admins included.
  {
    route: "DELETE /api/profile/catches/imports/{id}",
    file: "app/api/profile/catches/imports/[id]/route.ts",
    load: () => import("@/app/api/profile/catches/imports/[id]/route"),
    params: (w) => ({ id: String(w.upload.id) }),
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  {
    route: "POST /api/profile/catches/imports/{id}/preview",
    file: "app/api/profile/catches/imports/[id]/preview/route.ts",
    load: () => import("@/app/api/profile/catches/imports/[id]/preview/route"),
    params: (w) => ({ id: String(w.upload.id) }),
    body: () => importMapping(),
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  {
    route: "POST /api/profile/catches/imports/{id}/start",
    file: "app/api/profile/catches/imports/[id]/start/route.ts",
    load: () => import("@/app/api/profile/catches/imports/[id]/start/route"),
    params: (w) => ({ id: String(w.upload.id) }),
    body: () => importMapping(),
    expect: ownerOnly(202, { member: 404, admin: 404 }),
  },
  {
    route: "GET /api/profile/catches/imports/{id}/wrong-rows",
    file: "app/api/profile/catches/imports/[id]/wrong-rows/route.ts",
    load: () => import("@/app/api/profile/catches/imports/[id]/wrong-rows/route"),
    params: (w) => ({ id: String(w.finishedImport.id) }),
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  {
    route: "GET /api/jobs/{id}",
    file: "app/api/jobs/[id]/route.ts",
    load: () => import("@/app/api/jobs/[id]/route"),
    params: (w) => ({ id: w.importJob.id }),
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  {
    route: "GET /api/notifications",
    file: "app/api/notifications/route.ts",
    load: () => import("@/app/api/notifications/route"),
    expect: members(200),
  },
  {
    route: "PUT /api/notifications/{id}/read",
    file: "app/api/notifications/[id]/read/route.ts",
    load: () => import("@/app/api/notifications/[id]/read/route"),
    params: (w) => ({ id: String(w.notification.id) }),
    // Someone else's notification is answered like a missing one.
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  // Notification choices and this device's push subscription: one's own only, so any member may.
  {
    route: "GET /api/notifications/preferences",
    file: "app/api/notifications/preferences/route.ts",
    load: () => import("@/app/api/notifications/preferences/route"),
    expect: members(200),
  },
  {
    route: "PUT /api/notifications/preferences",
    file: "app/api/notifications/preferences/route.ts",
    load: () => import("@/app/api/notifications/preferences/route"),
    body: () => ({ preferences: [{ kind: "like", site: true, email: false, push: true }] }),
    expect: members(200),
  },
  {
    route: "POST /api/notifications/push",
    file: "app/api/notifications/push/route.ts",
    load: () => import("@/app/api/notifications/push/route"),
    body: () => ({
      endpoint: `https://push.example.test/send/${Math.random().toString(36).slice(2)}`,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    }),
    expect: members(201),
  },
  {
    route: "DELETE /api/notifications/push",
    file: "app/api/notifications/push/route.ts",
    load: () => import("@/app/api/notifications/push/route"),
    body: () => ({ endpoint: "https://push.example.test/send/none" }),
    expect: members(200),
  },
  // Signed, not logged in: a token that is not ours is a 404 for everyone, a webhook without Resend's signature a 401.
  {
    route: "POST /api/unsubscribe/{token}",
    file: "app/api/unsubscribe/[token]/route.ts",
    load: () => import("@/app/api/unsubscribe/[token]/route"),
    params: () => ({ token: `1-like-${"x".repeat(32)}` }),
    expect: all(404),
  },
  {
    route: "POST /api/webhooks/resend",
    file: "app/api/webhooks/resend/route.ts",
    load: () => import("@/app/api/webhooks/resend/route"),
    body: () => ({ type: "email.bounced", data: { to: ["x@example.se"] } }),
    expect: all(401),
  },
  { route: "GET /api/friends", file: "app/api/friends/route.ts", load: () => import("@/app/api/friends/route"), expect: members(200) },
  {
    route: "GET /api/friends/{userId}",
    file: "app/api/friends/[userId]/route.ts",
    load: () => import("@/app/api/friends/[userId]/route"),
    params: (w) => ({ userId: String(w.owner.id) }),
    expect: all(200),
  },
  {
    route: "GET /api/friends/{userId} of a pending child",
    file: "app/api/friends/[userId]/route.ts",
    load: () => import("@/app/api/friends/[userId]/route"),
    params: (w) => ({ userId: String(w.child.id) }),
    expect: all(404),
  },
  {
    route: "DELETE /api/friends/{userId}",
    file: "app/api/friends/[userId]/route.ts",
    load: () => import("@/app/api/friends/[userId]/route"),
    params: (w) => ({ userId: String(w.friend.id) }),
    // Only the owner is friends with them; for anyone else (the friend themself included) there is nothing to end.
    expect: ownerOnly(200, { member: 404, admin: 404 }),
  },
  {
    route: "POST /api/friends/request/{userId}",
    file: "app/api/friends/request/[userId]/route.ts",
    load: () => import("@/app/api/friends/request/[userId]/route"),
    params: (w) => ({ userId: String(w.friend.id) }),
    // The owner and the friend are friends already; nobody asks themself.
    expect: cells({ visitor: 401, member: 201, owner: 409, friend: 400, admin: 201 }),
  },
  {
    route: "POST /api/friends/request/{userId} to a pending child",
    file: "app/api/friends/request/[userId]/route.ts",
    load: () => import("@/app/api/friends/request/[userId]/route"),
    params: (w) => ({ userId: String(w.child.id) }),
    expect: cells({ visitor: 401, member: 404, owner: 404, friend: 404, admin: 404 }),
  },
  {
    route: "GET /api/friends/requests",
    file: "app/api/friends/requests/route.ts",
    load: () => import("@/app/api/friends/requests/route"),
    expect: members(200),
  },
  {
    route: "POST /api/friends/accept/{friendshipId}",
    file: "app/api/friends/accept/[friendshipId]/route.ts",
    load: () => import("@/app/api/friends/accept/[friendshipId]/route"),
    params: (w) => ({ friendshipId: String(w.friendRequest.id) }),
    // The member sent it (403); the admin and the friend have nothing to do with it (404).
    // The member asked, so may not answer; anyone else does not see the request at all.
    expect: ownerOnly(200, { member: 403, friend: 404, admin: 404, adminWithoutSecondFactor: 404 }),
  },
  {
    route: "POST /api/friends/decline/{friendshipId}",
    file: "app/api/friends/decline/[friendshipId]/route.ts",
    load: () => import("@/app/api/friends/decline/[friendshipId]/route"),
    params: (w) => ({ friendshipId: String(w.friendRequest.id) }),
    // The member asked, so may not answer; anyone else does not see the request at all.
    expect: ownerOnly(200, { member: 403, friend: 404, admin: 404, adminWithoutSecondFactor: 404 }),
  },
  {
    route: "GET /api/friends/status/{userId}",
    file: "app/api/friends/status/[userId]/route.ts",
    load: () => import("@/app/api/friends/status/[userId]/route"),
    params: (w) => ({ userId: String(w.owner.id) }),
    expect: members(200),
  },
  {
    route: "GET /api/friends/status/{userId} of a pending child",
    file: "app/api/friends/status/[userId]/route.ts",
    load: () => import("@/app/api/friends/status/[userId]/route"),
    params: (w) => ({ userId: String(w.child.id) }),
    expect: cells({ visitor: 401, member: 404, owner: 404, friend: 404, admin: 404 }),
  },
];

/** A 1×1 PNG, small enough to build by hand (sharp is not needed for a valid image). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function imageForm(): FormData {
  const form = new FormData();
  form.set("image", new File([TINY_PNG], "bild.png", { type: "image/png" }));
  return form;
}

function adminRows(): AuthorizationRow[] {
  const ownerId = (w: World) => ({ id: String(w.owner.id) });
  return [
    { route: "GET /api/admin/dashboard", file: "app/api/admin/dashboard/route.ts", load: () => import("@/app/api/admin/dashboard/route"), expect: adminOnly(200) },
    { route: "GET /api/admin/users", file: "app/api/admin/users/route.ts", load: () => import("@/app/api/admin/users/route"), expect: adminOnly(200) },
    {
      route: "PUT /api/admin/users/{id}",
      file: "app/api/admin/users/[id]/route.ts",
      load: () => import("@/app/api/admin/users/[id]/route"),
      params: ownerId,
      body: () => ({ is_admin: true, is_anonymous: true }),
      expect: adminOnly(200),
    },
    {
      route: "DELETE /api/admin/users/{id}",
      file: "app/api/admin/users/[id]/route.ts",
      load: () => import("@/app/api/admin/users/[id]/route"),
      params: ownerId,
      expect: adminOnly(200),
    },
    {
      route: "DELETE /api/admin/users/{id}/reports",
      file: "app/api/admin/users/[id]/reports/route.ts",
      load: () => import("@/app/api/admin/users/[id]/reports/route"),
      params: ownerId,
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/users/{id}/moderation",
      file: "app/api/admin/users/[id]/moderation/route.ts",
      load: () => import("@/app/api/admin/users/[id]/moderation/route"),
      params: ownerId,
      expect: adminOnly(200),
    },
    {
      route: "POST /api/admin/users/{id}/moderation",
      file: "app/api/admin/users/[id]/moderation/route.ts",
      load: () => import("@/app/api/admin/users/[id]/moderation/route"),
      params: ownerId,
      body: (w) => ({ kind: "warning", reason: "Olämplig bild", flagId: w.flag.id }),
      expect: adminOnly(201),
    },
    {
      route: "POST /api/admin/users/{id}/moderation/lift",
      file: "app/api/admin/users/[id]/moderation/lift/route.ts",
      load: () => import("@/app/api/admin/users/[id]/moderation/lift/route"),
      params: (w) => ({ id: String(w.suspended.id) }),
      body: () => ({ reason: "Avstängd av misstag" }),
      expect: adminOnly(200),
    },
    { route: "GET /api/admin/reports", file: "app/api/admin/reports/route.ts", load: () => import("@/app/api/admin/reports/route"), expect: adminOnly(200) },
    {
      route: "DELETE /api/admin/reports/{id}",
      file: "app/api/admin/reports/[id]/route.ts",
      load: () => import("@/app/api/admin/reports/[id]/route"),
      params: (w) => ({ id: String(w.report.id) }),
      expect: adminOnly(200),
    },
    {
      route: "GET /api/admin/blocked-emails",
      file: "app/api/admin/blocked-emails/route.ts",
      load: () => import("@/app/api/admin/blocked-emails/route"),
      expect: adminOnly(200),
    },
    {
      route: "POST /api/admin/blocked-emails",
      file: "app/api/admin/blocked-emails/route.ts",
      load: () => import("@/app/api/admin/blocked-emails/route"),
      body: () => ({ email: "troll@example.se", reason: "Trakasserier" }),
      expect: adminOnly(201),
    },
    {
      route: "DELETE /api/admin/blocked-emails/{id}",
      file: "app/api/admin/blocked-emails/[id]/route.ts",
      load: () => import("@/app/api/admin/blocked-emails/[id]/route"),
      params: (w) => ({ id: String(w.blockedEmail.id) }),
      expect: adminOnly(200),
    },
    { route: "GET /api/admin/logs", file: "app/api/admin/logs/route.ts", load: () => import("@/app/api/admin/logs/route"), expect: adminOnly(200) },
    { route: "GET /api/admin/jobs", file: "app/api/admin/jobs/route.ts", load: () => import("@/app/api/admin/jobs/route"), expect: adminOnly(200) },
    {
      // The world holds no failed job (lib/jobs/admin.integ.test.ts retries a real one): the admin is told it is not there.
      route: "POST /api/admin/jobs/{id}/retry",
      file: "app/api/admin/jobs/[id]/retry/route.ts",
      load: () => import("@/app/api/admin/jobs/[id]/retry/route"),
      params: () => ({ id: "6f1c2a4e-0b7d-4c1e-9a55-3d2f8e9b7c10" }),
      expect: adminOnly(404),
    },
    { route: "GET /api/admin/flags", file: "app/api/admin/flags/route.ts", load: () => import("@/app/api/admin/flags/route"), expect: adminOnly(200) },
    {
      route: "GET /api/admin/comment-flags",
      file: "app/api/admin/comment-flags/route.ts",
      load: () => import("@/app/api/admin/comment-flags/route"),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/admin/comment-flags/{id}",
      file: "app/api/admin/comment-flags/[id]/route.ts",
      load: () => import("@/app/api/admin/comment-flags/[id]/route"),
      params: (w) => ({ id: String(w.commentFlag.id) }),
      body: () => ({ status: "dismissed" }),
      expect: adminOnly(200),
    },
    {
      route: "PUT /api/admin/flags/{id}",
      file: "app/api/admin/flags/[id]/route.ts",
      load: () => import("@/app/api/admin/flags/[id]/route"),
      params: (w) => ({ id: String(w.flag.id) }),
      body: () => ({ status: "dismissed" }),
      expect: adminOnly(200),
    },
  ];
}

function reportForm(): FormData {
  const form = new FormData();
  form.set("fish", "Abborre");
  form.set("weight", "0.8");
  form.set("length", "31");
  form.set("location", "Vättern");
  form.set("date", "2026-06-01");
  form.set("latitude", "58.3912");
  form.set("longitude", "14.5123");
  form.set("position_precision", "friends");
  form.set("catch_time", "06:30");
  return form;
}

function profileForm(): FormData {
  const form = new FormData();
  form.set("firstname", "Åsa");
  form.set("city", "Luleå");
  return form;
}

/**
 * What a page answers: a status (and, for a page that is the same address for everyone but says different things,
 * the words it must show), or a redirect to a path.
 */
export type PageOutcome = { status: 200 | 404; shows?: string } | { redirect: string };

/** The things a page row points at, made by the page suite in the seeded e2e database. */
export type PageWorld = {
  ownerId: number;
  reportId: number;
  /** The current address of a published article ("/news/12-gosen-nappar"). */
  articlePath: string;
  draftId: number;
  childId: number;
  /** A cursor to the second page of /reports, as its "next" link carries it. */
  reportsCursor: string;
  /** A running competition whose first participant is the owner. */
  competitionId: number;
  /** A private trip of the owner's, every matros of theirs (the friend) coming. */
  tripId: number;
  /** A public trip of the owner's. */
  publicTripId: number;
};

export type PageRow = {
  /** The address with its parameters named, "/profile/{id}". */
  page: string;
  /** The file that answers it, relative to the project root: the page suite checks that every page file has a row. */
  file: string;
  path: (world: PageWorld) => string;
  expect: Record<Actor, PageOutcome>;
};

const ok: PageOutcome = { status: 200 };
const missing: PageOutcome = { status: 404 };
const toLogin: PageOutcome = { redirect: "/login" };

const pagesFor = (outcome: PageOutcome): Record<Actor, PageOutcome> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Record<Actor, PageOutcome>;

/**
 * A member page: proxy.ts sends a visitor to /login. A refused session carries a validly signed cookie, so the
 * proxy (which cannot ask the database) lets it through to the page, which is the same empty shell for everyone;
 * its data comes from the API, which refuses it (the handler rows).
 */
const memberPage = (): Record<Actor, PageOutcome> => ({ ...pagesFor(ok), visitor: toLogin });

export const PAGE_TABLE: PageRow[] = [
  // A member's / is their feed (proxy.ts rewrites it to /flode): a page for everyone, the visitors' one shared.
  { page: "/", file: "app/(public)/page.tsx", path: () => "/", expect: pagesFor(ok) },
  { page: "/flode", file: "app/(member)/flode/page.tsx", path: () => "/flode", expect: memberPage() },
  // The kept copies of members' feeds are reached only through / (proxy.ts names them, signed): asked for directly,
  // by anyone, there is nothing there.
  {
    page: "/flode/kopia/{visit}",
    file: "app/(member)/flode/kopia/[visit]/page.tsx",
    path: () => "/flode/kopia/1-0-0-0-AAAAAAAAAAAAAAAAAAAAAA",
    expect: pagesFor(missing),
  },
  { page: "/home", file: "app/(public)/home/page.tsx", path: () => "/home", expect: pagesFor(ok) },
  { page: "/about", file: "app/(public)/about/page.tsx", path: () => "/about", expect: pagesFor(ok) },
  { page: "/contact", file: "app/(public)/contact/page.tsx", path: () => "/contact", expect: pagesFor(ok) },
  { page: "/privacy", file: "app/(public)/privacy/page.tsx", path: () => "/privacy", expect: pagesFor(ok) },
  { page: "/terms", file: "app/(public)/terms/page.tsx", path: () => "/terms", expect: pagesFor(ok) },
  // What the service worker shows without a connection: the same page for everyone, precached at install.
  { page: "/offline", file: "app/(public)/offline/page.tsx", path: () => "/offline", expect: pagesFor(ok) },
  { page: "/karta", file: "app/(public)/karta/page.tsx", path: () => "/karta", expect: pagesFor({ status: 200, shows: "Fångstkarta" }) },
  { page: "/karta/lista", file: "app/(public)/karta/lista/page.tsx", path: () => "/karta/lista?cursor=inte-en-markor", expect: pagesFor({ status: 200, shows: "Fångster på kartan" }) },
  { page: "/{unknown}", file: "app/(public)/[...unknown]/page.tsx", path: () => "/finns-inte/alls", expect: pagesFor(missing) },

  { page: "/news", file: "app/(public)/news/page.tsx", path: () => "/news", expect: pagesFor(ok) },
  { page: "/news/page/{n}", file: "app/(public)/news/page/[page]/page.tsx", path: () => "/news/page/1", expect: pagesFor({ redirect: "/news" }) },
  { page: "/news/page/{not a number}", file: "app/(public)/news/page/[page]/page.tsx", path: () => "/news/page/inte-en-sida", expect: pagesFor(missing) },
  { page: "/news/{id}-{slug}", file: "app/(public)/news/[id]/page.tsx", path: (w) => w.articlePath, expect: pagesFor(ok) },
  // Admins read drafts in the editor on /news; as an address of its own a draft does not exist for anyone.
  { page: "/news/{id} of a draft", file: "app/(public)/news/[id]/page.tsx", path: (w) => `/news/${w.draftId}`, expect: pagesFor(missing) },
  {
    page: "/news/{id}-{slug}/opengraph-image",
    file: "app/(public)/news/[id]/opengraph-image/route.ts",
    path: (w) => `${w.articlePath}/opengraph-image`,
    expect: pagesFor(ok),
  },
  {
    page: "/news/{id}/opengraph-image of a draft",
    file: "app/(public)/news/[id]/opengraph-image/route.ts",
    path: (w) => `/news/${w.draftId}/opengraph-image`,
    expect: pagesFor(missing),
  },
  { page: "/news/feed.xml", file: "app/(public)/news/feed.xml/route.ts", path: () => "/news/feed.xml", expect: pagesFor(ok) },

  { page: "/reports", file: "app/(public)/reports/page.tsx", path: () => "/reports", expect: pagesFor(ok) },
  { page: "/reports/sorted/{sort}", file: "app/(public)/reports/sorted/[sort]/page.tsx", path: () => "/reports/sorted/fish", expect: pagesFor(ok) },
  // Filtered and searched lists: proxy.ts rewrites /reports with any filter to reports/filtered; blank fields redirect.
  {
    page: "/reports?{filters} (first page, kept)",
    file: "app/(public)/reports/filtered/[key]/page.tsx",
    path: () => "/reports?q=g%C3%A4dda&species=gadda&photo=0&sort=fish",
    expect: pagesFor({ status: 200, shows: "Sök och filtrera" }),
  },
  {
    page: "/reports?{filters}&cursor= (on request)",
    file: "app/(public)/reports/filtered/page.tsx",
    path: () => "/reports?species=gadda&cursor=inte-en-markor",
    expect: pagesFor({ redirect: "/reports" }),
  },
  {
    page: "/reports?{blank filters}",
    file: "app/(public)/reports/filtered/page.tsx",
    path: () => "/reports?q=&species=gadda&place=",
    // (the matrix compares paths; e2e/search.spec.ts checks the query left is `species=…` alone)
    expect: pagesFor({ redirect: "/reports" }),
  },
  {
    page: "/reports/sorted/{sort}/{cursor}",
    file: "app/(public)/reports/sorted/[sort]/[cursor]/page.tsx",
    path: (w) => `/reports/sorted/date/${w.reportsCursor}`,
    expect: pagesFor(ok),
  },
  { page: "/reports/{id}", file: "app/(public)/reports/[id]/page.tsx", path: (w) => `/reports/${w.reportId}`, expect: pagesFor(ok) },
  {
    page: "/reports/{id}/opengraph-image",
    file: "app/(public)/reports/[id]/opengraph-image/route.ts",
    path: (w) => `/reports/${w.reportId}/opengraph-image`,
    expect: pagesFor(ok),
  },
  {
    page: "/reports/{missing}/opengraph-image",
    file: "app/(public)/reports/[id]/opengraph-image/route.ts",
    path: () => "/reports/999999999/opengraph-image",
    expect: pagesFor(missing),
  },
  // The next seven days at a place, the same for everyone (with the forecast out of reach, sun and moon only).
  // A town (or the default place) is served from its kept page (proxy.ts); a position is rendered on request.
  { page: "/fiskevader?plats=&art= (kept)", file: "app/(public)/fiskevader/vy/[plats]/[art]/page.tsx", path: () => "/fiskevader?plats=kiruna&art=gadda", expect: pagesFor(ok) },
  { page: "/fiskevader?lat=&lon= (on request)", file: "app/(public)/fiskevader/page.tsx", path: () => "/fiskevader?lat=62,01&lon=15,02", expect: pagesFor(ok) },
  { page: "/search-results", file: "app/(public)/search-results/page.tsx", path: () => "/search-results?q=ka", expect: pagesFor(ok) },

  { page: "/arter", file: "app/(public)/arter/page.tsx", path: () => "/arter", expect: pagesFor(ok) },
  { page: "/arter/sok", file: "app/(public)/arter/sok/page.tsx", path: () => "/arter/sok?q=g%C3%A4d", expect: pagesFor(ok) },
  { page: "/arter/{slug}/opengraph-image", file: "app/(public)/arter/[slug]/opengraph-image/route.ts", path: () => "/arter/gadda/opengraph-image", expect: pagesFor(ok) },
  {
    page: "/arter/{unknown}/opengraph-image",
    file: "app/(public)/arter/[slug]/opengraph-image/route.ts",
    path: () => "/arter/sjoodjur/opengraph-image",
    expect: pagesFor(missing),
  },
  { page: "/arter/{slug}", file: "app/(public)/arter/[slug]/page.tsx", path: () => "/arter/gadda", expect: pagesFor(ok) },
  { page: "/arter/{unknown slug}", file: "app/(public)/arter/[slug]/page.tsx", path: () => "/arter/sjoodjur", expect: pagesFor(missing) },

  { page: "/profile/{id}", file: "app/(public)/profile/[id]/page.tsx", path: (w) => `/profile/${w.ownerId}`, expect: pagesFor(ok) },
  { page: "/profile/{id} of a pending child", file: "app/(public)/profile/[id]/page.tsx", path: (w) => `/profile/${w.childId}`, expect: pagesFor(missing) },
  { page: "/profile/{id}/friends", file: "app/(public)/profile/[id]/friends/page.tsx", path: (w) => `/profile/${w.ownerId}/friends`, expect: pagesFor(ok) },
  {
    page: "/profile/{id}/friends of a pending child",
    file: "app/(public)/profile/[id]/friends/page.tsx",
    path: (w) => `/profile/${w.childId}/friends`,
    expect: pagesFor(missing),
  },

  // A logged-in member is sent on (home by default); a refused session gets the form like any visitor.
  {
    page: "/login",
    file: "app/(auth)/login/page.tsx",
    path: () => "/login",
    expect: { ...pagesFor({ redirect: "/" }), visitor: ok, pendingChild: ok, suspended: ok },
  },
  { page: "/forgot-password", file: "app/(auth)/forgot-password/page.tsx", path: () => "/forgot-password", expect: pagesFor(ok) },
  // An unknown link is the page's own 'Ogiltig återställningslänk' state, the same for everyone.
  {
    page: "/reset-password/{token}",
    file: "app/(auth)/reset-password/[token]/page.tsx",
    path: () => `/reset-password/${"x".repeat(43)}`,
    expect: pagesFor({ status: 200, shows: "Ogiltig återställningslänk" }),
  },
  {
    page: "/parental-consent/{token}",
    file: "app/(auth)/parental-consent/[token]/page.tsx",
    path: () => `/parental-consent/${"x".repeat(43)}`,
    expect: pagesFor(ok),
  },

  // An unknown link is the page's own state, the same for everyone; a valid one is confirmed by a button, not by opening it.
  {
    page: "/confirm-email/{token}",
    file: "app/(auth)/confirm-email/[token]/page.tsx",
    path: () => `/confirm-email/${"x".repeat(43)}`,
    expect: pagesFor({ status: 200, shows: "Ogiltig eller utgången länk" }),
  },

  // An unknown link is the page's own 'Länken fungerar inte' state, the same for everyone.
  {
    page: "/unsubscribe/{token}",
    file: "app/(auth)/unsubscribe/[token]/page.tsx",
    path: () => `/unsubscribe/1-like-${"x".repeat(32)}`,
    expect: pagesFor({ status: 200, shows: "Länken fungerar inte" }),
  },

  { page: "/tavlingar", file: "app/(public)/tavlingar/page.tsx", path: () => "/tavlingar", expect: pagesFor({ status: 200, shows: "Öppna tävlingar" }) },
  { page: "/tavlingar/{id}", file: "app/(public)/tavlingar/[id]/page.tsx", path: (w) => `/tavlingar/${w.competitionId}`, expect: pagesFor(ok) },
  { page: "/tavlingar/{unknown id}", file: "app/(public)/tavlingar/[id]/page.tsx", path: () => "/tavlingar/999999", expect: pagesFor(missing) },
  { page: "/tavlingar/ny", file: "app/(member)/tavlingar/ny/page.tsx", path: () => "/tavlingar/ny", expect: memberPage() },
  { page: "/turer", file: "app/(member)/turer/page.tsx", path: () => "/turer", expect: memberPage() },
  // A visitor's trip page is the cached public one; a request with a session cookie is rewritten by proxy.ts to the
  // page drawn for that viewer (medlem/), where a refused session sees what a visitor sees. A private trip is its
  // participants' and does not exist for anyone else (404, not 403).
  {
    page: "/turer/{id} of a private trip",
    file: "app/(public)/turer/[id]/page.tsx",
    path: (w) => `/turer/${w.tripId}`,
    expect: { ...pagesFor(missing), owner: { status: 200, shows: "Bjud in matroser" }, friend: { status: 200, shows: "Ditt svar" } },
  },
  { page: "/turer/{id} of a public trip", file: "app/(public)/turer/[id]/page.tsx", path: (w) => `/turer/${w.publicTripId}`, expect: pagesFor({ status: 200, shows: "Öppen abborrtur" }) },
  { page: "/turer/{unknown id}", file: "app/(public)/turer/[id]/page.tsx", path: () => "/turer/999999", expect: pagesFor(missing) },
  { page: "/turer/{not an id}", file: "app/(public)/turer/[id]/page.tsx", path: () => "/turer/0012", expect: pagesFor(missing) },
  // The members' page as an address of its own: a visitor is sent to log in; everyone else gets what the rewrite gives.
  {
    page: "/turer/{id}/medlem of a private trip",
    file: "app/(public)/turer/[id]/medlem/page.tsx",
    path: (w) => `/turer/${w.tripId}/medlem`,
    expect: { ...pagesFor(missing), visitor: toLogin, owner: { status: 200, shows: "Bjud in matroser" }, friend: { status: 200, shows: "Ditt svar" } },
  },
  {
    page: "/turer/{id}/medlem of a public trip",
    file: "app/(public)/turer/[id]/medlem/page.tsx",
    path: (w) => `/turer/${w.publicTripId}/medlem`,
    expect: { ...pagesFor({ status: 200, shows: "Öppen abborrtur" }), visitor: toLogin },
  },
  { page: "/turer/{unknown id}/medlem", file: "app/(public)/turer/[id]/medlem/page.tsx", path: () => "/turer/999999/medlem", expect: { ...pagesFor(missing), visitor: toLogin } },
  // The share card is the same for everyone: a public trip's, and a 404 for a private one even to its participants.
  {
    page: "/turer/{id}/opengraph-image of a public trip",
    file: "app/(public)/turer/[id]/opengraph-image/route.ts",
    path: (w) => `/turer/${w.publicTripId}/opengraph-image`,
    expect: pagesFor(ok),
  },
  {
    page: "/turer/{id}/opengraph-image of a private trip",
    file: "app/(public)/turer/[id]/opengraph-image/route.ts",
    path: (w) => `/turer/${w.tripId}/opengraph-image`,
    expect: pagesFor(missing),
  },
  // Rendered per request from the session (the filtered list and its export); the page sends a refused session to log in.
  { page: "/my-profile", file: "app/(member)/my-profile/page.tsx", path: () => "/my-profile", expect: { ...memberPage(), pendingChild: toLogin, suspended: toLogin } },
  { page: "/my-profile/importera", file: "app/(member)/my-profile/importera/page.tsx", path: () => "/my-profile/importera", expect: memberPage() },
  // The member's own patterns: the proxy rewrites a member to their kept copy; drawn here only when it could not read
  // the session, and the page itself sends a refused session to log in.
  { page: "/my-profile/monster", file: "app/(member)/my-profile/monster/page.tsx", path: () => "/my-profile/monster", expect: { ...memberPage(), pendingChild: toLogin, suspended: toLogin } },
  // The kept copies of members' patterns are reached only through /my-profile/monster (proxy.ts names them, signed).
  {
    page: "/my-profile/monster/kopia/{member}",
    file: "app/(member)/my-profile/monster/kopia/[member]/page.tsx",
    path: () => "/my-profile/monster/kopia/1-AAAAAAAAAAAAAAAAAAAAAA",
    expect: pagesFor(missing),
  },
  // Another member's id is sent home by the page itself, in the browser: the address answers the same shell.
  { page: "/settings/{id}", file: "app/(member)/settings/[id]/page.tsx", path: (w) => `/settings/${w.ownerId}`, expect: memberPage() },
  { page: "/notifications", file: "app/(member)/notifications/page.tsx", path: () => "/notifications", expect: memberPage() },
  { page: "/friends", file: "app/(member)/friends/page.tsx", path: () => "/friends", expect: memberPage() },
  { page: "/friend-requests", file: "app/(member)/friend-requests/page.tsx", path: () => "/friend-requests", expect: memberPage() },
  // Decided on the server from the session: the panel (whose first server-rendered state is 'Laddar...' while the
  // browser asks who is logged in), the admin-only notice, or the login notice for a refused session.
  {
    page: "/admin",
    file: "app/admin/page.tsx",
    path: () => "/admin",
    expect: {
      ...pagesFor({ status: 200, shows: "Du har inte admin-behörighet" }),
      visitor: toLogin,
      pendingChild: { status: 200, shows: "Du måste vara inloggad" },
      suspended: { status: 200, shows: "Du måste vara inloggad" },
      admin: { status: 200, shows: "Laddar..." },
      adminWithoutSecondFactor: { redirect: "/admin/second-factor" },
    },
  },
  // An admin whose session has not given the second factor is sent to give it (or to set it up) first.
  {
    page: "/admin/second-factor",
    file: "app/admin/second-factor/page.tsx",
    path: () => "/admin/second-factor",
    expect: {
      ...pagesFor({ status: 200, shows: "Du har inte admin-behörighet" }),
      visitor: toLogin,
      pendingChild: { status: 200, shows: "Du måste vara inloggad" },
      suspended: { status: 200, shows: "Du måste vara inloggad" },
      admin: { redirect: "/admin" },
      adminWithoutSecondFactor: { status: 200, shows: "Andra faktor" },
    },
  },

  { page: "/sitemap.xml", file: "app/sitemap.ts", path: () => "/sitemap.xml", expect: pagesFor(ok) },
  { page: "/robots.txt", file: "app/robots.ts", path: () => "/robots.txt", expect: pagesFor(ok) },
  { page: "/manifest.webmanifest", file: "app/manifest.ts", path: () => "/manifest.webmanifest", expect: pagesFor(ok) },
];
