// Changing one's e-mail address: PUT /api/profile/{id} asks for it without telling whether another account uses
// the address, and POST /api/email-change/confirm/{token} makes it the member's.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashLinkToken } from "@/lib/auth/link-tokens";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { latestLinkToken, latestMail } from "@/test/outbox";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createUser } from "@/prisma/factories";
import { PUT as putProfileRoute } from "@/app/api/profile/[id]/route";
import { POST as confirmRoute } from "@/app/api/email-change/confirm/[token]/route";

beforeEach(async () => {
  await resetDatabase();
  takeExpiredTags();
});

type Member = Awaited<ReturnType<typeof createUser>>;

async function askForAddress(member: Member, email: string, fields: Record<string, string> = {}, clientAddress = "10.1.1.1") {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, email })) form.set(name, value);
  return call(putProfileRoute, {
    method: "PUT",
    body: form,
    cookie: await sessionCookie(member),
    params: { id: String(member.id) },
    headers: { "x-forwarded-for": clientAddress },
  });
}

async function confirm(token: string, cookie?: string) {
  return call(confirmRoute, { method: "POST", params: { token }, cookie });
}

const emailOf = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email;
const linkTo = (address: string) => latestLinkToken(address, "/confirm-email/");

/** An answer without what naturally differs between two members: who they are and the address they have now. */
function withoutIdentity(body: { profile: Record<string, unknown> }) {
  const { id: _id, username: _username, displayName: _displayName, created_at: _createdAt, email: _email, ...profile } = body.profile;
  return { ...body, profile };
}

describe("asking for a new address in settings", () => {
  it("answers the same for a free address and one another account uses, and changes neither account yet", async () => {
    await createUser(db, { username: "Agaren", email: "tagen@example.com" });
    const first = await createUser(db, { username: "Forsta", email: "forsta@example.com", firstname: "Lisa", city: "Umeå" });
    const second = await createUser(db, { username: "Andra", email: "andra@example.com", firstname: "Lisa", city: "Umeå" });

    const free = await askForAddress(first, "Ledig@Example.com", { firstname: "Lisa", city: "Umeå" });
    const taken = await askForAddress(second, "Tagen@Example.com", { firstname: "Lisa", city: "Umeå" }, "10.2.2.2");

    expect(free.status).toBe(200);
    expect(taken.status).toBe(free.status);
    expect([...taken.headers.keys()].sort()).toEqual([...free.headers.keys()].sort());
    const [freeBody, takenBody] = [await free.json(), await taken.json()];
    expect(withoutIdentity(takenBody)).toEqual(withoutIdentity(freeBody));
    expect(freeBody.message).toBe("Vi har skickat en länk till den nya adressen. Din email-adress byts när du öppnar länken – tills dess gäller den gamla.");
    // The answer shows the address that still applies.
    expect(freeBody.profile.email).toBe("forsta@example.com");
    expect(takenBody.profile.email).toBe("andra@example.com");

    expect(await emailOf(first.id)).toBe("forsta@example.com");
    expect(await emailOf(second.id)).toBe("andra@example.com");
    // Both left the same trace: one pending change each.
    expect(await db.emailChangeToken.count({ where: { userId: first.id } })).toBe(1);
    expect(await db.emailChangeToken.count({ where: { userId: second.id } })).toBe(1);

    // The free address got the link; the owner of the taken one only a notice, with no link and no asker's name.
    expect(await linkTo("ledig@example.com")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const notice = await latestMail("tagen@example.com");
    expect(notice?.kind).toBe("email_change_attempt");
    expect(notice?.text).not.toContain("/confirm-email/");
    expect(notice?.text).not.toContain("Andra");
    expect(await latestMail("andra@example.com")).toBeNull();
  });

  it("still refuses a blocked address, whoever uses it, and keeps other fields' saving as before", async () => {
    await db.blockedEmail.create({ data: { email: "blockerad@example.com", reason: "Spam" } });
    const member = await createUser(db, { email: "egen@example.com", firstname: "Före" });
    const res = await askForAddress(member, "blockerad@example.com", { firstname: "Efter" });
    expect(res.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).firstname).toBe("Före");

    const same = await askForAddress(member, "egen@example.com", { firstname: "Efter" });
    expect(same.status).toBe(200);
    expect((await same.json()).message).toBe("Profilen är uppdaterad");
    expect(await db.emailChangeToken.count()).toBe(0);
  });

  it("clears the address at once when the field is left blank", async () => {
    const member = await createUser(db, { email: "egen@example.com" });
    const res = await askForAddress(member, "");
    expect(res.status).toBe(200);
    expect(await emailOf(member.id)).toBeNull();
  });

  it("lets a member ask five times an hour, then answers 429 without storing anything, for a free and a used address alike", async () => {
    await createUser(db, { email: "tagen@example.com" });
    const member = await createUser(db, { email: "egen@example.com", firstname: "Före" });
    for (let i = 0; i < 5; i++) expect((await askForAddress(member, `ny${i}@example.com`)).status).toBe(200);
    for (const address of ["ny9@example.com", "tagen@example.com"]) {
      const res = await askForAddress(member, address, { firstname: "Efter" });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await res.json()).error).toMatch(/^Du har bytt email-adress många gånger på kort tid\. Vänta/);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).firstname).toBe("Före");
    expect(await db.emailChangeToken.count({ where: { userId: member.id } })).toBe(1);
  });

  it("sends an address at most five links an hour from all members together; the answer stays the same", async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => createUser(db, { username: `Medlem_${n}` })));
    for (const [i, member] of members.entries()) {
      const res = await askForAddress(member, "mal@example.com", {}, `10.3.3.${i}`);
      expect(res.status).toBe(200);
    }
    expect(await db.emailOutbox.count({ where: { to: "mal@example.com" } })).toBe(5);
  });

  it("replaces an earlier link with the newest", async () => {
    const member = await createUser(db, { email: "egen@example.com" });
    await askForAddress(member, "forsta@example.com");
    const older = (await linkTo("forsta@example.com"))!;
    await askForAddress(member, "andra@example.com");
    const res = await confirm(older);
    expect(res.status).toBe(400);
    expect(await emailOf(member.id)).toBe("egen@example.com");
  });
});

describe("POST /api/email-change/confirm/{token}", () => {
  it("swaps the address, uses the link up, notifies the old address and expires the member's pages; works logged out", async () => {
    const member = await createUser(db, { username: "Bytaren", email: "gammal@example.com" });
    await askForAddress(member, "ny@example.com");
    const token = (await linkTo("ny@example.com"))!;
    takeExpiredTags();

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ message: "Din email-adress är ändrad.", email: "ny@example.com" });
    expect(await emailOf(member.id)).toBe("ny@example.com");
    expect(takeExpiredTags()).toContain(`profile:${member.id}`);

    const notice = await latestMail("gammal@example.com");
    expect(notice?.kind).toBe("email_changed");
    expect(notice?.text).toContain("n***@example.com");

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "LINK_USED", used: true });
    expect((await db.emailChangeToken.findUniqueOrThrow({ where: { tokenHash: hashLinkToken(token) } })).usedAt).not.toBeNull();
  });

  it("works for the member logged in too, and for a member who had no address before", async () => {
    const member = await createUser(db, { email: null });
    await askForAddress(member, "forsta.adressen@example.com");
    const res = await confirm((await linkTo("forsta.adressen@example.com"))!, await sessionCookie(member));
    expect(res.status).toBe(200);
    expect(await emailOf(member.id)).toBe("forsta.adressen@example.com");
  });

  it("refuses an expired link and leaves the address as it was", async () => {
    const member = await createUser(db, { email: "gammal@example.com" });
    await askForAddress(member, "ny@example.com");
    const token = (await linkTo("ny@example.com"))!;
    await db.emailChangeToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "LINK_EXPIRED", expired: true, error: expect.stringMatching(/^Länken har gått ut/) });
    expect(await emailOf(member.id)).toBe("gammal@example.com");
  });

  it("answers a cut-off link and an unknown one 400 LINK_UNKNOWN, each with its own words", async () => {
    const cut = await confirm("kort");
    expect(cut.status).toBe(400);
    expect(await cut.json()).toMatchObject({ code: "LINK_UNKNOWN", error: "Ogiltig länk. Kontrollera att du använder hela länken från emailet." });
    const unknown = await confirm("x".repeat(43));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "LINK_UNKNOWN", error: "Ogiltig eller utgången länk" });
  });

  it("refuses an address another account has taken since the link was sent, saying no more than that", async () => {
    const member = await createUser(db, { email: "gammal@example.com" });
    await askForAddress(member, "ny@example.com");
    const token = (await linkTo("ny@example.com"))!;
    await createUser(db, { username: "Snabbare", email: "ny@example.com" });

    const res = await confirm(token);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toEqual({ code: "EMAIL_UNAVAILABLE", error: "Adressen kan inte kopplas till ditt konto. Din gamla email-adress gäller fortfarande." });
    expect(await emailOf(member.id)).toBe("gammal@example.com");
  });

  it("refuses an address that has been blocked since the link was sent", async () => {
    const member = await createUser(db, { email: "gammal@example.com" });
    await askForAddress(member, "ny@example.com");
    const token = (await linkTo("ny@example.com"))!;
    await db.blockedEmail.create({ data: { email: "ny@example.com", reason: "Spam" } });
    expect((await confirm(token)).status).toBe(409);
    expect(await emailOf(member.id)).toBe("gammal@example.com");
  });

  it("counts link attempts per client: the 31st in 15 minutes is 429", async () => {
    for (let i = 0; i < 30; i++) expect((await confirm("x".repeat(43))).status).toBe(400);
    expect((await confirm("x".repeat(43))).status).toBe(429);
  });
});
