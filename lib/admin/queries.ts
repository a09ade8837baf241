// What the admin panel reads: the dashboard's totals, members, reports and the log, one page at a time.
import "server-only";
import { db, Prisma } from "@/lib/db";
import { countReports } from "@/lib/reports/queries";
import { LOG_PAGE_SIZE, type AdminReportSort } from "@/lib/admin/schemas";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/pages";

const WEEK_MS = 7 * 86_400_000;

/** SPEC §7: totalUsers, totalReports, blockedEmails, and what else an admin wants at a glance. */
export async function getDashboard(now: Date = new Date()) {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const members = { consentStatus: { not: "PENDING" as const } };
  const [totalUsers, totalReports, blockedEmails, newUsersThisWeek, newReportsThisWeek, openFlags, suspendedMembers, pendingChildren] =
    await Promise.all([
      db.user.count({ where: members }),
      countReports(),
      db.blockedEmail.count(),
      db.user.count({ where: { ...members, createdAt: { gte: weekAgo } } }),
      db.report.count({ where: { createdAt: { gte: weekAgo } } }),
      db.reportFlag.count({ where: { status: "open" } }),
      db.user.count({ where: { suspendedUntil: { gt: now } } }),
      db.user.count({ where: { consentStatus: "PENDING" } }),
    ]);
  return { totalUsers, totalReports, blockedEmails, newUsersThisWeek, newReportsThisWeek, openFlags, suspendedMembers, pendingChildren };
}

export type AdminUserJson = {
  id: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  city: string | null;
  age: number;
  created_at: string;
  report_count: number;
  is_admin: boolean;
  is_anonymous: boolean;
  /** NOT_REQUIRED (13 or older), PENDING (a child waiting for a parent) or GRANTED */
  consent_status: "NOT_REQUIRED" | "PENDING" | "GRANTED";
  suspended_until: string | null;
  moderation_count: number;
};

/**
 * Every account, pending children included (an admin sees their consent state), newest first, searched by
 * username, real name, e-mail or city. Admins see everything: anonymity hides members from other members only.
 */
export async function listUsers({ q, page }: { q: string; page: number }) {
  const contains = { contains: q, mode: "insensitive" as const };
  const where: Prisma.UserWhereInput = q
    ? { OR: [{ username: contains }, { firstname: contains }, { lastname: contains }, { email: contains }, { city: contains }] }
    : {};
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        id: true,
        username: true,
        firstname: true,
        lastname: true,
        email: true,
        city: true,
        age: true,
        createdAt: true,
        isAdmin: true,
        isAnonymous: true,
        consentStatus: true,
        suspendedUntil: true,
        _count: { select: { reports: true, moderationGot: true } },
      },
    }),
    db.user.count({ where }),
  ]);
  const users: AdminUserJson[] = rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    city: row.city,
    age: row.age,
    created_at: row.createdAt.toISOString(),
    report_count: row._count.reports,
    is_admin: row.isAdmin,
    is_anonymous: row.isAnonymous,
    consent_status: row.consentStatus,
    suspended_until: row.suspendedUntil?.toISOString() ?? null,
    moderation_count: row._count.moderationGot,
  }));
  return { users, total, page, pageSize: ADMIN_PAGE_SIZE };
}

export type AdminReportJson = {
  id: number;
  user_id: number;
  username: string;
  is_anonymous: boolean;
  fish: string;
  weight: string;
  length: string;
  location: string;
  image: string | null;
  fishing_date: string;
  created_at: string;
};

const REPORT_ORDERS: Record<AdminReportSort, Prisma.ReportOrderByWithRelationInput[]> = {
  newest: [{ fishingDate: "desc" }, { id: "desc" }],
  oldest: [{ fishingDate: "asc" }, { id: "asc" }],
  weight: [{ weight: "desc" }, { id: "desc" }],
  length: [{ length: "desc" }, { id: "desc" }],
  fish: [{ fish: "asc" }, { id: "asc" }],
};

/** Reports for the dashboard: searched by fish, place or the member's real username, in the chosen order. */
export async function listAdminReports({ q, page, sort }: { q: string; page: number; sort: AdminReportSort }) {
  const contains = { contains: q, mode: "insensitive" as const };
  const where: Prisma.ReportWhereInput = q
    ? { OR: [{ fish: contains }, { location: contains }, { user: { username: contains } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.report.findMany({
      where,
      orderBy: REPORT_ORDERS[sort],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        id: true,
        fish: true,
        weight: true,
        length: true,
        location: true,
        image: true,
        fishingDate: true,
        createdAt: true,
        user: { select: { id: true, username: true, isAnonymous: true } },
      },
    }),
    db.report.count({ where }),
  ]);
  const reports: AdminReportJson[] = rows.map((row) => ({
    id: row.id,
    user_id: row.user.id,
    username: row.user.username,
    is_anonymous: row.user.isAnonymous,
    fish: row.fish,
    weight: row.weight.toString(),
    length: row.length.toString(),
    location: row.location,
    image: row.image,
    fishing_date: row.fishingDate.toISOString().slice(0, 10),
    created_at: row.createdAt.toISOString(),
  }));
  return { reports, total, page, pageSize: ADMIN_PAGE_SIZE };
}

export type AdminLogJson = { id: number; timestamp: string; username: string; action: string; details: string | null };

/** SPEC §3 "Admin log", newest first, filtered by action and by admin or details. */
export async function listAdminLogs({ q, action, page }: { q: string; action: string; page: number }) {
  const contains = { contains: q, mode: "insensitive" as const };
  const where: Prisma.AdminLogWhereInput = {
    ...(action ? { action } : {}),
    ...(q ? { OR: [{ username: contains }, { details: contains }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.adminLog.findMany({
      where,
      orderBy: [{ timestamp: "desc" }, { id: "desc" }],
      skip: (page - 1) * LOG_PAGE_SIZE,
      take: LOG_PAGE_SIZE,
      select: { id: true, timestamp: true, username: true, action: true, details: true },
    }),
    db.adminLog.count({ where }),
  ]);
  const logs: AdminLogJson[] = rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
  return { logs, total, page, pageSize: LOG_PAGE_SIZE };
}
