// Matroser: members whose friendship both have accepted (SPEC's friends). Here, below every layer that asks: the
// page cache (whose kept feeds list matroser's catches), notifications and posting (which tell them).
import "server-only";
import { Prisma } from "@/lib/db";

/** A member's matroser (accepted friendships, asked either way), as rows of `id`: a part of a larger statement. */
export function matroserSql(member: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT DISTINCT CASE WHEN requester_id = ${member} THEN addressee_id ELSE requester_id END AS id
    FROM friendships
    WHERE status = 'ACCEPTED' AND (requester_id = ${member} OR addressee_id = ${member})`;
}
