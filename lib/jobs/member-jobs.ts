// Jobs a member waits for: a row the page reads (waiting, running with its progress, done with a result, failed
// with a reason), written by the job as it goes; the queue's job carries the row's id (sent by
// lib/jobs/member-job-start.ts). Only the member who started one may read it; to anyone else it does not exist.
import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db, Prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { MemberJobJson } from "@/lib/jobs/member-job-types";

type Tx = Prisma.TransactionClient;

export const memberJobMessages = { notFound: "Jobbet finns inte" } as const;

/** The job is under way: `done` of its `total` steps (a progress bar's figures). */
export async function reportProgress(tx: Tx | typeof db, id: string, done: number): Promise<void> {
  await tx.memberJob.update({ where: { id }, data: { state: "running", done } });
}

/** The job is done, with what the page shows of it. */
export async function finishMemberJob(tx: Tx | typeof db, id: string, result: Prisma.InputJsonValue): Promise<void> {
  await tx.memberJob.update({ where: { id }, data: { state: "done", result } });
}

/** The job gave up (its retries spent, or its input cannot be done): the member reads why, in Swedish. */
export async function failMemberJob(id: string, reason: string): Promise<void> {
  await db.memberJob.updateMany({ where: { id, state: { in: ["waiting", "running"] } }, data: { state: "failed", error: reason.slice(0, 300) } });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/jobs/{id}: the member's own job as the page reads it; 404 for another's, or for one that never was. */
export async function readMemberJob(actor: SessionUser, id: string): Promise<MemberJobJson> {
  if (!UUID.test(id)) throw notFound(memberJobMessages.notFound);
  const job = await db.memberJob.findFirst({
    where: { id, userId: actor.id },
    select: { id: true, kind: true, state: true, total: true, done: true, result: true, error: true, createdAt: true, updatedAt: true },
  });
  if (!job) throw notFound(memberJobMessages.notFound);
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    total: job.total,
    done: job.done,
    result: (job.result ?? null) as MemberJobJson["result"],
    error: job.error,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}
