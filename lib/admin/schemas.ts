// The admin panel's queries and bodies (SPEC §7 Admin). Browser-safe: the panel and the handlers share them.
import { z } from "zod/mini";
import { jsonFlag } from "@/lib/validation/fields";

export const LOG_PAGE_SIZE = 50;

export const adminMessages = {
  notAdmin: "Du har inte admin-behörighet",
  page: "Ogiltigt sidnummer",
  search: "Sökningen får vara högst 100 tecken",
  nothingToChange: "Ange is_admin eller is_anonymous",
  isAdmin: "is_admin måste vara 0, 1, true eller false",
  isAnonymous: "is_anonymous måste vara 0, 1, true eller false",
  memberMissing: "Användaren hittades inte",
  reportMissing: "Rapporten hittades inte",
  revokeSelf: "Du kan inte ta bort din egen admin-behörighet",
  deleteSelf: "Du kan inte ta bort ditt eget konto från adminpanelen",
  sort: "Ogiltig sortering",
} as const;

const page = z._default(
  z.coerce.number({ error: adminMessages.page }).check(z.int(adminMessages.page), z.minimum(1, adminMessages.page), z.maximum(100_000, adminMessages.page)),
  1,
);
const search = z._default(z.string().check(z.trim(), z.maxLength(100, adminMessages.search)), "");

export const usersQuerySchema = z.object({ q: search, page });

export const ADMIN_REPORT_SORTS = ["newest", "oldest", "weight", "length", "fish"] as const;
export type AdminReportSort = (typeof ADMIN_REPORT_SORTS)[number];
export const adminReportSortLabels: Record<AdminReportSort, string> = {
  newest: "Senaste fångst först",
  oldest: "Äldsta fångst först",
  weight: "Tyngst först",
  length: "Längst först",
  fish: "Fiskart A–Ö",
};
export const reportsQuerySchema = z.object({
  q: search,
  page,
  sort: z._default(z.enum(ADMIN_REPORT_SORTS, { error: adminMessages.sort }), "newest"),
});

export const logsQuerySchema = z.object({ q: search, action: z._default(z.string().check(z.trim(), z.maxLength(60)), ""), page });
export const flagsQuerySchema = z.object({ page });
export const blockedQuerySchema = z.object({ q: search, page });

/** PUT /api/admin/users/{id}: either or both flags, each 0/1 as SPEC §3 types them (true/false too). */
export const updateUserSchema = z
  .object({
    is_admin: z.optional(jsonFlag(adminMessages.isAdmin)),
    is_anonymous: z.optional(jsonFlag(adminMessages.isAnonymous)),
  })
  .check(z.refine((value) => value.is_admin !== undefined || value.is_anonymous !== undefined, adminMessages.nothingToChange));
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** What each log action means, for the panel's filter and list. */
export const ADMIN_ACTIONS: Record<string, string> = {
  grant_admin: "Gav admin-behörighet",
  revoke_admin: "Tog bort admin-behörighet",
  refused_revoke_own_admin: "Nekad: ta bort egen admin-behörighet",
  set_anonymous: "Gjorde anonym",
  unset_anonymous: "Tog bort anonymitet",
  delete_user: "Tog bort användare",
  refused_delete_self: "Nekad: ta bort sig själv",
  delete_user_reports: "Tog bort alla rapporter av användare",
  delete_report: "Tog bort rapport",
  edit_report: "Ändrade rapport",
  delete_comment: "Tog bort kommentar",
  block_email: "Blockerade email-adress",
  unblock_email: "Tog bort blockering",
  warning: "Varning",
  suspension_7d: "Avstängning 7 dagar",
  suspension_permanent: "Permanent avstängning",
  lift_suspension: "Hävde avstängning",
  refused_moderate_self: "Nekad: moderera sig själv",
  resolve_flag: "Markerade anmälan som åtgärdad",
  dismiss_flag: "Avfärdade anmälan",
  retry_job: "Körde ett misslyckat bakgrundsjobb igen",
  second_factor_setup: "Ställde in andra faktor",
  second_factor_used: "Loggade in med andra faktor",
  recovery_code_used: "Loggade in med återställningskod",
  second_factor_failed: "Fel kod för andra faktor",
  second_factor_removed: "Tog bort andra faktor",
  passkey_added: "Lade till nyckel",
  passkey_add_failed: "Misslyckades lägga till nyckel",
  passkey_used: "Loggade in med nyckel",
  passkey_login_failed: "Misslyckad inloggning med nyckel",
  passkey_second_factor_used: "Bekräftade andra faktor med nyckel",
  passkey_second_factor_failed: "Misslyckad andra faktor med nyckel",
  passkey_removed: "Tog bort nyckel",
  passkey_remove_refused: "Nekad: ta bort nyckel",
};
