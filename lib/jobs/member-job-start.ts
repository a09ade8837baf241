// Starts a job a member waits for: its row (lib/jobs/member-jobs.ts) and the queue's job, in one transaction.
import "server-only";
import { fromPrisma } from "pg-boss";
import type { Prisma } from "@/lib/db";
import type { JobKindName } from "@/lib/jobs/kinds";
import { jobQueue } from "@/lib/jobs/queue";

/**
 * Creates the member's job row and sends the queue's job in the caller's transaction (pg-boss's Prisma adapter):
 * both are stored, or neither. The job's data is the row's id and what the kind needs.
 */
export async function startMemberJob(
  tx: Prisma.TransactionClient,
  { userId, kind, total, data }: { userId: number; kind: JobKindName; total: number; data: Record<string, unknown> },
): Promise<string> {
  const job = await tx.memberJob.create({ data: { userId, kind, total }, select: { id: true } });
  const queue = await jobQueue();
  await queue.send(kind, { ...data, memberJobId: job.id }, { db: fromPrisma(tx) });
  return job.id;
}

