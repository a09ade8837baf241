// POST /api/auth/register with an e-mail address: the answer never tells whether the address is registered.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { POST as register } from "@/app/api/auth/register/route";

beforeEach(resetDatabase);

const registration = (username: string, email: string) => ({ username, password: "Abborre123", age: 30, email });

/** The answer with the parts that differ between any two accounts (id, username, cookie value) set aside. */
async function shapeOf(res: Response) {
  const body = await res.json();
  return {
    status: res.status,
    keys: Object.keys(body).sort(),
    is_admin: body.is_admin,
    cookie: res.headers.get("set-cookie")?.replace(/session-token=[^;]*/, "session-token=…").replace(/Expires=[^;]*/g, "Expires=…"),
  };
}

describe("POST /api/auth/register with an address that is already in use", () => {
  it("answers exactly as with a new address, creates the account without it and tells the owner", async () => {
    const owner = await createUser(db, { username: "Ägaren", email: "upptagen@example.se" });
    const fresh = await call(register, { body: registration("Nykomling", "ny@example.se") });
    const used = await call(register, { body: registration("Inkräktare", "UPPTAGEN@example.se") });

    expect(used.status).toBe(201);
    expect(await shapeOf(used)).toEqual(await shapeOf(fresh));

    const created = await db.user.findUniqueOrThrow({ where: { usernameKey: "inkräktare" } });
    expect(created.email).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id } })).email).toBe("upptagen@example.se");
    expect((await db.user.findUniqueOrThrow({ where: { usernameKey: "nykomling" } })).email).toBe("ny@example.se");

    const mails = await db.emailOutbox.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "upptagen@example.se", kind: "registration_attempt" });
    expect(mails[0]!.text).toContain("Ägaren");
    expect(mails[0]!.text).toContain("/login");
    expect(mails[0]!.text).toContain("/forgot-password");
    expect(mails[0]!.text).not.toContain("Inkräktare");
  });

  it("still refuses a taken username with 409 (usernames are public)", async () => {
    await createUser(db, { username: "Gäddan", email: "gadda@example.se" });
    const res = await call(register, { body: registration("gäddan", "annan@example.se") });
    expect(res.status).toBe(409);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("answers a child whose parent's address is a member's own as any other child", async () => {
    await createUser(db, { username: "Pappa", email: "pappa@example.se" });
    const res = await call(register, { body: { username: "Barnet", password: "Abborre123", age: 9, parentEmail: "pappa@example.se" } });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ consentPending: true, message: expect.any(String), parentEmail: "pappa@example.se" });
    expect(await db.emailOutbox.findMany({ select: { kind: true } })).toEqual([{ kind: "parental_consent" }]);
  });
});
