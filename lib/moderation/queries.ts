import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/pages";
import { moderationMessages, proposedStep, type ModerationKind } from "@/lib/moderation/schemas";

export type ModerationActionJson = {
  id: number;
  kind: ModerationKind;
  reason: string;
  admin_username: string;
  created_at: string;
  ends_at: string | null;
};

export type OpenFlagJson = {
  id: number;
  reason: string;
  created_at: string;
  reporter: { id: number; username: string };
  report: { id: number; fish: string; weight: string; location: string; image: string | null; fishing_date: string };
  /** the member whose report it is, with the step the ladder proposes for them next */
  member: { id: number; username: string; earlier_steps: number; proposed: ModerationKind; suspended_until: string | null };
};

/** Open flags, oldest first (the longest-waiting gets seen first), one page at a time. */
export async function listOpenFlags({ page }: { page: number }) {
  const where = { status: "open" as const };
  const [rows, total] = await Promise.all([
    db.reportFlag.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        id: true,
        reason: true,
        createdAt: true,
        reporter: { select: { id: true, username: true } },
        report: {
          select: {
            id: true,
            fish: true,
            weight: true,
            location: true,
            image: true,
            fishingDate: true,
            user: { select: { id: true, username: true, suspendedUntil: true, _count: { select: { moderationGot: true } } } },
          },
        },
      },
    }),
    db.reportFlag.count({ where }),
  ]);
  const flags: OpenFlagJson[] = rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reporter: row.reporter,
    report: {
      id: row.report.id,
      fish: row.report.fish,
      weight: row.report.weight.toString(),
      location: row.report.location,
      image: row.report.image,
      fishing_date: row.report.fishingDate.toISOString().slice(0, 10),
    },
    member: {
      id: row.report.user.id,
      username: row.report.user.username,
      earlier_steps: row.report.user._count.moderationGot,
      proposed: proposedStep(row.report.user._count.moderationGot),
      suspended_until: row.report.user.suspendedUntil?.toISOString() ?? null,
    },
  }));
  return { flags, total, page, pageSize: ADMIN_PAGE_SIZE };
}

/** A member's moderation history, newest first, and the step the ladder proposes next. */
export async function getModeration({ memberId }: { memberId: number }) {
  const member = await db.user.findUnique({
    where: { id: memberId },
    select: {
      id: true,
      username: true,
      suspendedUntil: true,
      moderationGot: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true, kind: true, reason: true, adminUsername: true, createdAt: true, endsAt: true },
      },
    },
  });
  if (!member) throw notFound(moderationMessages.memberMissing);
  const history: ModerationActionJson[] = member.moderationGot.map(toActionJson);
  return {
    member: { id: member.id, username: member.username, suspended_until: member.suspendedUntil?.toISOString() ?? null },
    history,
    proposed: proposedStep(history.length),
  };
}

export function toActionJson(row: {
  id: number;
  kind: ModerationKind;
  reason: string;
  adminUsername: string;
  createdAt: Date;
  endsAt: Date | null;
}): ModerationActionJson {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    admin_username: row.adminUsername,
    created_at: row.createdAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}
