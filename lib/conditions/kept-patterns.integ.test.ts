// The kept patterns page's address: only a session the server accepts gets one, it names that member alone, and an
// address changed by hand or signed for another kind of page names nobody.
import { beforeEach, describe, expect, it } from "vitest";
import { signedSegment } from "@/lib/auth/kept-address";
import { startSession } from "@/lib/auth/sessions";
import { KEPT_PATTERNS_PREFIX, keptPatternsAddress, readPatternsSegment } from "@/lib/conditions/kept-patterns";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createUser } from "@/prisma/factories";

beforeEach(resetDatabase);

const claimsOf = async (member: { id: number; username: string }) => ({ uid: member.id, name: member.username, adm: false, sid: await startSession(member.id) });

describe("the kept patterns page's address", () => {
  it("names the session's member, signed", async () => {
    const member = await createUser(db);
    const address = await keptPatternsAddress(await claimsOf(member));
    expect(address?.startsWith(KEPT_PATTERNS_PREFIX)).toBe(true);
    expect(readPatternsSegment(address!.slice(KEPT_PATTERNS_PREFIX.length))).toBe(member.id);
  });

  it("is none for a refused session, and reads nobody from an address not signed for it", async () => {
    const suspended = await createUser(db, { suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect(await keptPatternsAddress(await claimsOf(suspended))).toBeNull();
    const segment = signedSegment("patterns", "7");
    expect(readPatternsSegment(segment)).toBe(7);
    expect(readPatternsSegment(segment.replace(/^7/, "8"))).toBeNull();
    expect(readPatternsSegment(signedSegment("feed", "7"))).toBeNull();
    expect(readPatternsSegment(signedSegment("patterns", "07"))).toBeNull();
    expect(readPatternsSegment("0")).toBeNull();
  });
});
