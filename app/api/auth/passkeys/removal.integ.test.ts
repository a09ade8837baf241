// Removing a passkey (decision 301): only one's own, only after a login within ten minutes, never the last of an
// account without an e-mail address (its last sure way in), every removal and refusal in the audit log; a removed
// key no longer logs in.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetRateLimits } from "@/lib/rate-limit";
import { createUser } from "@/prisma/factories";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { SoftwareAuthenticator } from "@/test/passkeys/authenticator";
import { logInWithPasskey, registerPasskey } from "@/test/passkeys/ceremony";
import { DELETE as remove } from "@/app/api/auth/passkeys/[id]/route";

type Member = Awaited<ReturnType<typeof createUser>>;

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
});

const actions = async () => (await db.adminLog.findMany({ orderBy: { id: "asc" }, select: { action: true } })).map((l) => l.action);

async function memberWithPasskeys(data: Parameters<typeof createUser>[1], count: number) {
  const member: Member = await createUser(db, data);
  const session = await sessionCookie(member);
  const authenticators = Array.from({ length: count }, () => new SoftwareAuthenticator());
  for (const [i, a] of authenticators.entries()) expect((await registerPasskey(a, session, { name: `Nyckel ${i + 1}` })).res.status).toBe(201);
  const ids = (await db.passkey.findMany({ where: { userId: member.id }, orderBy: { id: "asc" }, select: { id: true } })).map((p) => p.id);
  await db.adminLog.deleteMany();
  return { member, session, authenticators, ids };
}

const removeAs = (session: string, id: number) => call(remove, { method: "DELETE", cookie: session, params: { id: String(id) } });

describe("removing a passkey", () => {
  it("removes one of the member's own, logs it, and the removed key no longer logs in", async () => {
    const { session, authenticators, ids } = await memberWithPasskeys({ username: "Braxen", email: "braxen@example.se" }, 2);
    const res = await removeAs(session, ids[0]!);
    expect(res.status).toBe(204);
    expect(await db.passkey.count()).toBe(1);
    expect(await actions()).toEqual(["passkey_removed"]);
    expect(await (await logInWithPasskey(authenticators[0]!)).res.json()).toMatchObject({ code: "PASSKEY_REFUSED" });
    expect((await logInWithPasskey(authenticators[1]!)).res.status).toBe(200);
  });

  it("removes the last passkey of an account with an e-mail address: the password and its reset remain", async () => {
    const { session, ids } = await memberWithPasskeys({ username: "Sutaren", email: "sutaren@example.se" }, 1);
    expect((await removeAs(session, ids[0]!)).status).toBe(204);
  });

  it("refuses the last passkey of an account without an e-mail address, with a Swedish reason, and logs the refusal", async () => {
    const { session, ids } = await memberWithPasskeys({ username: "Loja", email: null }, 2);
    expect((await removeAs(session, ids[0]!)).status).toBe(204);
    const last = await removeAs(session, ids[1]!);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ code: "LAST_WAY_IN", error: expect.stringContaining("sista nyckel") });
    expect(await db.passkey.count()).toBe(1);
    expect(await actions()).toEqual(["passkey_removed", "passkey_remove_refused"]);
  });

  it("asks for a fresh login: a session older than ten minutes is refused", async () => {
    const { member, session, ids } = await memberWithPasskeys({ username: "Mörten", email: "morten@example.se" }, 1);
    await db.session.updateMany({ where: { userId: member.id }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    const res = await removeAs(session, ids[0]!);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED", error: expect.stringContaining("10 minuter") });
    expect(await db.passkey.count()).toBe(1);
    expect(await actions()).toEqual(["passkey_remove_refused"]);
  });

  it("answers 404 for another member's passkey and for one that does not exist", async () => {
    const { ids } = await memberWithPasskeys({ username: "Ägaren", email: "agaren@example.se" }, 1);
    const other = await sessionCookie(await createUser(db, { username: "Grannen" }));
    expect((await removeAs(other, ids[0]!)).status).toBe(404);
    expect((await removeAs(other, 999_999)).status).toBe(404);
    expect((await removeAs(other, "abc" as unknown as number)).status).toBe(404);
    expect(await db.passkey.count()).toBe(1);
  });
});
