import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { createUser } from "@/prisma/factories";
import { GET as search } from "@/app/api/profile/search/[query]/route";

beforeEach(resetDatabase);

async function searchAs(cookie: string | undefined, query: string) {
  return call(search, { cookie, params: { query }, path: `/api/profile/search/${encodeURIComponent(query)}` });
}

async function namesFor(cookie: string, query: string): Promise<string[]> {
  const res = await searchAs(cookie, query);
  expect(res.status).toBe(200);
  return ((await res.json()) as { displayName: string }[]).map((user) => user.displayName);
}

describe("GET /api/profile/search/{query}", () => {
  it("answers a visitor with 401", async () => {
    await createUser(db, { username: "Gösta" });
    const res = await searchAs(undefined, "gö");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED", error: expect.any(String) });
  });

  it("refuses a stale session after logout with 401", async () => {
    const member = await createUser(db, { username: "Sessan" });
    const cookie = await sessionCookie(member);
    await db.session.deleteMany({ where: { userId: member.id } });
    const res = await searchAs(cookie, "se");
    expect(res.status).toBe(401);
  });

  it.each([["a"], ["   b   "], [""], ["x".repeat(51)]])("refuses the query %j with a Swedish 400", async (query) => {
    const member = await createUser(db, { username: "Sökaren" });
    const res = await searchAs(await sessionCookie(member), query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.error).toMatch(query.length > 50 ? /högst 50 tecken/ : /minst 2 tecken/);
  });

  it("matches the start of usernames in any case, in Swedish alphabetical order", async () => {
    const viewer = await createUser(db, { username: "Tittaren" });
    for (const username of ["fiskÖring", "FiskZander", "fiskÅke", "Fiskar", "FISKanna", "fiskÄlv", "Nisse", "Storfisk"]) {
      await createUser(db, { username, city: username === "Fiskar" ? "Luleå" : null });
    }
    const names = await namesFor(await sessionCookie(viewer), "FiSk");
    expect(names).toEqual(["FISKanna", "Fiskar", "FiskZander", "fiskÅke", "fiskÄlv", "fiskÖring"]);
  });

  it("matches Å, Ä and Ö regardless of case and trims the query", async () => {
    const viewer = await createUser(db, { username: "Tittaren" });
    await createUser(db, { username: "Åsa" });
    await createUser(db, { username: "ÄLGJÄGAREN" });
    expect(await namesFor(await sessionCookie(viewer), "  ås ")).toEqual(["Åsa"]);
    expect(await namesFor(await sessionCookie(viewer), "älg")).toEqual(["ÄLGJÄGAREN"]);
  });

  it("answers id, displayName, city and is_anonymous only", async () => {
    const viewer = await createUser(db, { username: "Tittaren" });
    const target = await createUser(db, {
      username: "Kustfiskaren",
      city: "Varberg",
      firstname: "Karin",
      lastname: "Ström",
      email: "karin@example.com",
    });
    const res = await searchAs(await sessionCookie(viewer), "kust");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual([{ id: target.id, displayName: "Kustfiskaren", city: "Varberg", is_anonymous: false }]);
  });

  it("hides anonymous members from other members but not from themselves or admins", async () => {
    const member = await createUser(db, { username: "Vanligmedlem" });
    const admin = await createUser(db, { username: "Vaktmästaren", isAdmin: true });
    const hidden = await createUser(db, { username: "Vassfisk", isAnonymous: true, city: "Kiruna" });
    await createUser(db, { username: "Vattnet" });

    expect(await namesFor(await sessionCookie(member), "va")).toEqual(["Vaktmästaren", "Vanligmedlem", "Vattnet"]);

    const asSelf = await searchAs(await sessionCookie(hidden), "vass");
    expect(await asSelf.json()).toEqual([{ id: hidden.id, displayName: "Vassfisk", city: "Kiruna", is_anonymous: true }]);

    const asAdmin = await searchAs(await sessionCookie(admin), "va");
    const body = (await asAdmin.json()) as { displayName: string; is_anonymous: boolean }[];
    expect(body.map((user) => [user.displayName, user.is_anonymous])).toEqual([
      ["Vaktmästaren", false],
      ["Vanligmedlem", false],
      ["Vassfisk", true],
      ["Vattnet", false],
    ]);
  });

  it("never finds a child whose parent has not consented yet", async () => {
    const admin = await createUser(db, { username: "Adminen", isAdmin: true });
    await createUser(db, { username: "Barnfiskaren", age: 10, consentStatus: "PENDING" });
    await createUser(db, { username: "Barnlyckan", age: 11, consentStatus: "GRANTED" });
    expect(await namesFor(await sessionCookie(admin), "barn")).toEqual(["Barnlyckan"]);
  });

  it("treats LIKE wildcards in the query literally", async () => {
    const viewer = await createUser(db, { username: "Tittaren" });
    await createUser(db, { username: "ab_c" });
    await createUser(db, { username: "abxc" });
    await createUser(db, { username: "ab\\c" });
    const cookie = await sessionCookie(viewer);
    expect(await namesFor(cookie, "ab_")).toEqual(["ab_c"]);
    expect(await namesFor(cookie, "%%")).toEqual([]);
    expect(await namesFor(cookie, "a%")).toEqual([]);
    expect(await namesFor(cookie, "ab\\")).toEqual(["ab\\c"]);
  });

  it("answers at most 20 members", async () => {
    const viewer = await createUser(db, { username: "Tittaren" });
    for (let i = 0; i < 23; i++) await createUser(db, { username: `lax${String(i).padStart(2, "0")}` });
    const names = await namesFor(await sessionCookie(viewer), "lax");
    expect(names).toHaveLength(20);
    expect(names[0]).toBe("lax00");
    expect(names[19]).toBe("lax19");
  });
});
