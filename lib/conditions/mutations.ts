// A member corrects their catch's conditions: the values they send are theirs from then on, and no later lookup
// writes them again (lib/conditions/lookup.ts leaves every field named in memberFields alone).
import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { expireTags } from "@/lib/cache/invalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { forbidden, notFound } from "@/lib/errors";
import { getConditionsFor } from "@/lib/conditions/queries";
import { conditionsMessages, type ConditionsCorrection } from "@/lib/conditions/schemas";
import type { ConditionsView } from "@/lib/conditions/types";

export async function correctConditions({
  actor,
  reportId,
  input,
}: {
  actor: SessionUser;
  reportId: number;
  input: ConditionsCorrection;
}): Promise<ConditionsView> {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<string, number | null>;
  await db.$transaction(async (tx) => {
    // FOR UPDATE: a lookup finishing meanwhile waits, then reads the member's fields and leaves them alone.
    const [report] = await tx.$queryRaw<{ user_id: number; has_place: boolean }[]>`
      SELECT r.user_id, r.cell_latitude IS NOT NULL AS has_place FROM reports r JOIN users u ON u.id = r.user_id
      WHERE r.id = ${reportId} AND u.consent_status <> 'PENDING' FOR UPDATE OF r`;
    if (!report) throw notFound(conditionsMessages.notFound);
    if (report.user_id !== actor.id) throw forbidden(conditionsMessages.forbidden);
    const current = await tx.reportConditions.findUnique({ where: { reportId }, select: { memberFields: true } });
    const memberFields = [...new Set([...(current?.memberFields ?? []), ...Object.keys(given)])];
    const data = { ...given, memberFields };
    await tx.reportConditions.upsert({
      where: { reportId },
      create: { reportId, status: report.has_place ? "pending" : "done", ...data },
      update: data,
    });
  });
  expireTags([CACHE_TAGS.report(reportId), CACHE_TAGS.patterns(actor.id)]);
  const view = await getConditionsFor({ viewer: actor, reportId });
  if (!view) throw notFound(conditionsMessages.notFound);
  return view;
}
