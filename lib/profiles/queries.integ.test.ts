// A profile's own row is read through the driver: it must answer what the members' table holds, as Prisma reads it,
// for every kind of viewer, and nothing for a child still waiting for a parent's consent.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { createReport, createUser } from "@/prisma/factories";
import { getProfile } from "@/lib/profiles/queries";

beforeEach(async () => {
  await resetDatabase();
});

describe("getProfile", () => {
  it("answers the member's row as Prisma reads it, with their catches counted and the moment to the millisecond", async () => {
    const member = await createUser(db, {
      username: "Abborrkungen",
      firstname: "Karin",
      lastname: "Ek",
      city: "Luleå",
      email: "karin@example.se",
      profileImage: "karin.webp",
      createdAt: new Date("2026-03-04T05:06:07.891Z"),
    });
    const other = await createUser(db, { username: "Grannen" });
    for (let i = 0; i < 3; i++) await createReport(db, { userId: member.id });
    await createReport(db, { userId: other.id });

    const stored = await db.user.findUniqueOrThrow({ where: { id: member.id }, include: { _count: { select: { reports: true } } } });
    expect(await getProfile({ viewer: { id: member.id, isAdmin: false }, id: member.id })).toEqual({
      id: member.id,
      username: "Abborrkungen",
      displayName: "Abborrkungen",
      firstname: "Karin",
      lastname: "Ek",
      city: "Luleå",
      email: "karin@example.se",
      profile_image: "karin.webp",
      is_anonymous: false,
      is_admin: false,
      report_count: stored._count.reports,
      created_at: stored.createdAt.toISOString(),
      hidden: false,
    });
    expect(stored._count.reports).toBe(3);
    expect(stored.createdAt.toISOString()).toBe("2026-03-04T05:06:07.891Z");
    // Another member and a visitor see the same row without the e-mail address.
    expect((await getProfile({ viewer: { id: other.id, isAdmin: false }, id: member.id }))?.email).toBeNull();
    expect((await getProfile({ viewer: null, id: member.id }))?.email).toBeNull();
  });

  it("hides an anonymous member's name and details from others, not from themselves or an admin", async () => {
    const hidden = await createUser(db, { username: "Hemlis", firstname: "Olle", city: "Umeå", isAnonymous: true, profileImage: "olle.webp" });
    const seenByVisitor = await getProfile({ viewer: null, id: hidden.id });
    expect(seenByVisitor).toMatchObject({ hidden: true, firstname: null, city: null, profile_image: null, is_anonymous: true });
    expect(seenByVisitor?.username).not.toBe("Hemlis");
    expect(await getProfile({ viewer: { id: hidden.id, isAdmin: false }, id: hidden.id })).toMatchObject({ hidden: false, username: "Hemlis", city: "Umeå" });
    const admin = await createUser(db, { username: "Tillsyn", isAdmin: true });
    expect(await getProfile({ viewer: { id: admin.id, isAdmin: true }, id: hidden.id })).toMatchObject({ username: "Hemlis", firstname: "Olle", city: "Umeå" });
  });

  it("answers nothing for an unknown id or a child waiting for consent", async () => {
    const child = await createUser(db, { username: "Lillfisken", consentStatus: "PENDING" });
    expect(await getProfile({ viewer: null, id: child.id })).toBeNull();
    expect(await getProfile({ viewer: { id: child.id, isAdmin: false }, id: child.id })).toBeNull();
    expect(await getProfile({ viewer: null, id: child.id + 1000 })).toBeNull();
  });
});
