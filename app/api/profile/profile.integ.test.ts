// Profiles as each viewer may see them, changing one's own profile and password, logging out, and the data export.
import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { call, cookieFrom, sessionCookie } from "@/test/http";
import { jpegWithGps, png } from "@/test/images";
import { takeExpiredTags } from "@/test/next-cache-stub";
import { createReport, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { GET as getProfileRoute, PUT as putProfileRoute } from "@/app/api/profile/[id]/route";
import { PUT as passwordRoute } from "@/app/api/profile/[id]/password/route";
import { GET as exportRoute } from "@/app/api/profile/[id]/export/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as logoutEverywhereRoute } from "@/app/api/auth/logout-everywhere/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as serveUploadRoute } from "@/app/uploads/[kind]/[file]/route";
import type { ProfileJson } from "@/lib/profiles/types";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-profile-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});
const profileImages = path.join(uploadDir, "profiles");
const storedProfileImages = async () => (existsSync(profileImages) ? (await readdir(profileImages)).sort() : []);

beforeEach(async () => {
  await resetDatabase();
  await rm(uploadDir, { recursive: true, force: true });
  takeExpiredTags();
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

type Member = Awaited<ReturnType<typeof createUser>>;

function serveUpload(kind: string, file: string) {
  return serveUploadRoute(new Request(`http://localhost:3000/uploads/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });
}

async function getProfile(viewer: Member | null, id: string | number) {
  const res = await call(getProfileRoute, {
    cookie: viewer ? await sessionCookie(viewer) : undefined,
    params: { id: String(id) },
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}

function profileForm(fields: Record<string, string> = {}, image?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set("profile_image", new File([Buffer.from(image.bytes)], image.name, { type: image.type }));
  return form;
}

async function putProfile(actor: Member | null, id: number, form: FormData) {
  return call(putProfileRoute, {
    method: "PUT",
    body: form,
    cookie: actor ? await sessionCookie(actor) : undefined,
    params: { id: String(id) },
  });
}

const columnsOf = (id: number) =>
  db.user.findUniqueOrThrow({
    where: { id },
    select: { firstname: true, lastname: true, city: true, email: true, profileImage: true, isAnonymous: true, passwordHash: true },
  });

describe("GET /api/profile/{id}", () => {
  async function anonymousMember() {
    // Created first after the reset, so its id is 1 and its display name 'anonym#001'.
    const hanna = await createUser(db, {
      username: "Hemliga_Hanna",
      firstname: "Hanna",
      lastname: "Hemlin",
      city: "Kiruna",
      email: "hanna@example.com",
      profileImage: "0123456789abcdef0123456789abcdef.webp",
      isAnonymous: true,
    });
    await createReport(db, { userId: hanna.id });
    return hanna;
  }

  it("shows an anonymous member to a visitor as 'Dolt': no names, city, e-mail or image, and the anonymous name", async () => {
    const hanna = await anonymousMember();
    expect(hanna.id).toBe(1);
    const { status, body, text } = await getProfile(null, hanna.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: hanna.id,
      username: "anonym#001",
      displayName: "anonym#001",
      firstname: null,
      lastname: null,
      city: null,
      email: null,
      profile_image: null,
      is_anonymous: true,
      is_admin: false,
      report_count: 1,
      created_at: hanna.createdAt.toISOString(),
      hidden: true,
    });
    expect(text.toLowerCase()).not.toContain("hemliga_hanna");
    expect(text).not.toContain("Hemlin");
    expect(text).not.toContain("Kiruna");
  });

  it("shows an anonymous member to another member the same way, without their username anywhere", async () => {
    const hanna = await anonymousMember();
    const other = await createUser(db, { username: "Nyfikne_Nils" });
    const { status, body, text } = await getProfile(other, hanna.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      username: "anonym#001",
      displayName: "anonym#001",
      firstname: null,
      lastname: null,
      city: null,
      email: null,
      profile_image: null,
      hidden: true,
    });
    expect(text.toLowerCase()).not.toContain("hemliga_hanna");
    expect(text).not.toContain("hanna@example.com");
  });

  it("shows an anonymous member everything about themself, and an admin too", async () => {
    const hanna = await anonymousMember();
    const admin = await createUser(db, { username: "Admin_Agda", isAdmin: true });
    for (const viewer of [hanna, admin]) {
      const { status, body } = await getProfile(viewer, hanna.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        username: "Hemliga_Hanna",
        displayName: "Hemliga_Hanna",
        firstname: "Hanna",
        lastname: "Hemlin",
        city: "Kiruna",
        email: "hanna@example.com",
        profile_image: "0123456789abcdef0123456789abcdef.webp",
        is_anonymous: true,
        hidden: false,
      });
    }
  });

  it("never shows a member's e-mail to other members or visitors, even when they are not anonymous", async () => {
    const open = await createUser(db, { username: "Öppna_Olle", firstname: "Olle", city: "Umeå", email: "olle@example.com" });
    const other = await createUser(db);
    for (const viewer of [other, null]) {
      const { status, body, text } = await getProfile(viewer, open.id);
      expect(status).toBe(200);
      expect(body).toMatchObject({ username: "Öppna_Olle", firstname: "Olle", city: "Umeå", email: null, hidden: false });
      expect(text).not.toContain("olle@example.com");
    }
    expect((await getProfile(open, open.id)).body.email).toBe("olle@example.com");
  });

  it("answers 404 'Profil hittades inte' for an unknown id, a non-numeric id and a child waiting for consent", async () => {
    const child = await createUser(db, { username: "Väntande_Vera", age: 10, consentStatus: "PENDING" });
    const admin = await createUser(db, { isAdmin: true });
    for (const id of ["999", "abc", "1.5", String(child.id)]) {
      for (const viewer of [null, admin]) {
        const { status, body } = await getProfile(viewer, id);
        expect(status).toBe(404);
        expect(body).toEqual({ error: "Profil hittades inte", code: "NOT_FOUND" });
      }
    }
  });
});

describe("PUT /api/profile/{id}", () => {
  it("answers a visitor with 401", async () => {
    const member = await createUser(db);
    const res = await putProfile(null, member.id, profileForm({ firstname: "Ny" }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED", error: "Du måste vara inloggad" });
    expect((await columnsOf(member.id)).firstname).toBeNull();
  });

  it("refuses to change someone else's profile with 403 and changes nothing", async () => {
    const owner = await createUser(db, { firstname: "Ägaren", city: "Luleå" });
    const intruder = await createUser(db);
    const before = await columnsOf(owner.id);
    const res = await putProfile(intruder, owner.id, profileForm({ firstname: "Kapad", city: "", is_anonymous: "true" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(await columnsOf(owner.id)).toEqual(before);
  });

  it.each([
    ["a firstname with digits", { firstname: "Kalle1" }, "firstname", "Förnamnet innehåller ogiltiga tecken"],
    ["a firstname with markup", { firstname: "<b>Kalle</b>" }, "firstname", "Förnamnet innehåller ogiltiga tecken"],
    ["a lastname with symbols", { lastname: "Svensson!" }, "lastname", "Efternamnet innehåller ogiltiga tecken"],
    ["an e-mail without @", { email: "inte-en-adress" }, "email", "Ogiltigt email-format"],
  ])("refuses %s with a Swedish message and changes nothing", async (_label, fields, field, message) => {
    const member = await createUser(db, { firstname: "Före", lastname: "Förre", email: "fore@example.com" });
    const before = await columnsOf(member.id);
    const res = await putProfile(member, member.id, profileForm({ ...fields, city: "Ändrad" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", error: message, fields: { [field]: message } });
    expect(await columnsOf(member.id)).toEqual(before);
  });

  it("accepts names with å, ä, ö, hyphens and apostrophes, and saves them", async () => {
    const member = await createUser(db, { username: "Namnbytaren" });
    const res = await putProfile(
      member,
      member.id,
      profileForm({ firstname: "  Åsa-Märta ", lastname: "O'Öberg", city: "Västerås" }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; profile: ProfileJson };
    expect(body.message).toBe("Profilen är uppdaterad");
    expect(body.profile).toMatchObject({ firstname: "Åsa-Märta", lastname: "O'Öberg", city: "Västerås" });
    expect(await columnsOf(member.id)).toMatchObject({ firstname: "Åsa-Märta", lastname: "O'Öberg", city: "Västerås" });
  });

  it("refuses a blocked e-mail address", async () => {
    await db.blockedEmail.create({ data: { email: "blockerad@example.com", reason: "Spam" } });
    const member = await createUser(db, { email: "egen@example.com" });
    const res = await putProfile(member, member.id, profileForm({ email: "BLOCKERAD@example.com" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Den här email-adressen kan inte användas", fields: { email: expect.any(String) } });
    expect((await columnsOf(member.id)).email).toBe("egen@example.com");
  });

  it("stores a profile image re-encoded without EXIF or GPS under a random name, and removes the old one when replaced", async () => {
    const member = await createUser(db);
    const original = await jpegWithGps(120, 90);
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("Fiskekamera"))).toBe(true);

    const first = await putProfile(member, member.id, profileForm({}, { bytes: original, name: "jag.jpg", type: "image/jpeg" }));
    expect(first.status).toBe(200);
    const firstName = ((await first.json()) as { profile: ProfileJson }).profile.profile_image!;
    expect(firstName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await storedProfileImages()).toEqual([firstName]);
    expect((await columnsOf(member.id)).profileImage).toBe(firstName);

    const storedBytes = await readFile(path.join(profileImages, firstName));
    const stored = await sharp(storedBytes).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
    expect(storedBytes.includes(Buffer.from("Fiskekamera"))).toBe(false);
    expect(storedBytes.includes(Buffer.from("Gädda 3000"))).toBe(false);

    const second = await putProfile(member, member.id, profileForm({}, { bytes: await png(40, 40), name: "ny.png", type: "image/png" }));
    expect(second.status).toBe(200);
    const secondName = ((await second.json()) as { profile: ProfileJson }).profile.profile_image!;
    expect(secondName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(secondName).not.toBe(firstName);
    expect(await storedProfileImages()).toEqual([secondName]);
    expect((await getProfile(null, member.id)).body.profile_image).toBe(secondName);
  });

  it("gives every replacement image a new address, even the same picture again, so a year-long cache never shows the old one", async () => {
    const member = await createUser(db);
    const picture = await png(30, 30);
    const upload = async () => {
      const res = await putProfile(member, member.id, profileForm({}, { bytes: picture, name: "jag.png", type: "image/png" }));
      expect(res.status).toBe(200);
      return ((await res.json()) as { profile: ProfileJson }).profile.profile_image!;
    };
    const first = await upload();
    const second = await upload();
    // Pages show /uploads/profiles/{profile_image}: a new name is a new address.
    expect(second).not.toBe(first);

    // The new address serves the picture as immutable for a year; the old one is gone, not stale.
    const served = await serveUpload("profiles", second);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await serveUpload("profiles", first)).status).toBe(404);
    expect(await storedProfileImages()).toEqual([second]);
  });

  it("keeps the old image when saving the new one fails, and leaves no new file behind", async () => {
    const member = await createUser(db);
    const first = await putProfile(member, member.id, profileForm({}, { bytes: await png(20, 20), name: "a.png", type: "image/png" }));
    const oldName = ((await first.json()) as { profile: ProfileJson }).profile.profile_image!;

    const update = vi.spyOn(db.user, "update").mockRejectedValueOnce(new Error("databasen svarar inte"));
    try {
      const res = await putProfile(member, member.id, profileForm({}, { bytes: await png(40, 40), name: "b.png", type: "image/png" }));
      expect(res.status).toBe(500);
    } finally {
      update.mockRestore();
    }
    expect((await columnsOf(member.id)).profileImage).toBe(oldName);
    expect(await storedProfileImages()).toEqual([oldName]);
    expect((await serveUpload("profiles", oldName)).status).toBe(200);
  });

  it("refuses a text file named .jpg with 415 and stores nothing", async () => {
    const member = await createUser(db, { firstname: "Före" });
    const text = new TextEncoder().encode("Det här är ingen bild, bara text.\n".repeat(20));
    const res = await putProfile(member, member.id, profileForm({ firstname: "Efter" }, { bytes: text, name: "bild.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      error: "Bara JPG, PNG och GIF-bilder är tillåtna",
    });
    expect(await columnsOf(member.id)).toMatchObject({ firstname: "Före", profileImage: null });
    expect(await storedProfileImages()).toEqual([]);
  });

  it.each([
    ["just over 5 MB", 5 * 1024 * 1024 + 1],
    ["6 MB", 6 * 1024 * 1024],
  ])("refuses an image of %s with 413 and changes nothing", async (_label, size) => {
    const member = await createUser(db, { firstname: "Före" });
    const oldImage = await putProfile(member, member.id, profileForm({}, { bytes: await png(20, 20), name: "a.png", type: "image/png" }));
    const oldName = ((await oldImage.json()) as { profile: ProfileJson }).profile.profile_image!;
    const before = await columnsOf(member.id);

    const big = Buffer.alloc(size, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await putProfile(member, member.id, profileForm({ firstname: "Efter" }, { bytes: big, name: "stor.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", error: "Bilden är för stor (max 5MB)" });
    expect(await columnsOf(member.id)).toEqual(before);
    expect(await storedProfileImages()).toEqual([oldName]);
  });

  it("switching anonymity on renames the member's reports and expires their profile and report pages", async () => {
    const sven = await createUser(db, { username: "Synlige_Sven" });
    const other = await createUser(db, { username: "Annan" });
    const mine = [await createReport(db, { userId: sven.id }), await createReport(db, { userId: sven.id })] as const;
    const theirs = await createReport(db, { userId: other.id });
    expect(mine[0].fisherName).toBe("Synlige_Sven");
    takeExpiredTags();

    const res = await putProfile(sven, sven.id, profileForm({ is_anonymous: "true" }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: ProfileJson }).profile.is_anonymous).toBe(true);
    const renamed = await db.report.findMany({ where: { userId: sven.id }, select: { fisherName: true } });
    expect(renamed.map((r) => r.fisherName)).toEqual(["anonym#001", "anonym#001"]);
    expect((await db.report.findUniqueOrThrow({ where: { id: theirs.id } })).fisherName).toBe("Annan");

    const expired = takeExpiredTags();
    expect(expired).toEqual(expect.arrayContaining([`profile:${sven.id}`, `report:${mine[0].id}`, `report:${mine[1].id}`, "report-lists"]));
    expect(expired).not.toContain(`report:${theirs.id}`);
    expect(expired).not.toContain(`profile:${other.id}`);

    const back = await putProfile(sven, sven.id, profileForm({ is_anonymous: "false" }));
    expect(back.status).toBe(200);
    expect((await db.report.findFirstOrThrow({ where: { userId: sven.id } })).fisherName).toBe("Synlige_Sven");
  });
});

describe("PUT /api/profile/{id}/password", () => {
  const NEW_PASSWORD = "Nytt!Lösen9";

  async function changePassword(actor: Member | null, id: number, body: unknown, cookie?: string) {
    return call(passwordRoute, {
      method: "PUT",
      body,
      cookie: cookie ?? (actor ? await sessionCookie(actor) : undefined),
      params: { id: String(id) },
    });
  }

  const login = (username: string, password: string) => call(loginRoute, { body: { username, password } });

  it("answers a visitor with 401", async () => {
    const member = await createUser(db);
    const res = await changePassword(null, member.id, { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it("refuses to change another member's password with 403", async () => {
    const owner = await createUser(db);
    const intruder = await createUser(db);
    const before = (await columnsOf(owner.id)).passwordHash;
    const res = await changePassword(intruder, owner.id, { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect((await columnsOf(owner.id)).passwordHash).toBe(before);
  });

  it.each([
    ["empty fields", { currentPassword: "", newPassword: "", confirmPassword: "" }, "currentPassword", "Alla lösenordsfält måste fyllas i"],
    ["a missing new password", { currentPassword: FACTORY_PASSWORD }, "newPassword", "Alla lösenordsfält måste fyllas i"],
    ["no special character", { currentPassword: FACTORY_PASSWORD, newPassword: "Fiskelycka22" }, "newPassword", "Lösenordet måste innehålla minst ett specialtecken"],
    ["different confirmation", { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "Annat!Lösen9" }, "confirmPassword", "De nya lösenorden matchar inte"],
  ])("refuses %s with 400 and the Swedish message", async (_label, body, field, message) => {
    const member = await createUser(db);
    const before = (await columnsOf(member.id)).passwordHash;
    const res = await changePassword(member, member.id, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: message } });
    expect((await columnsOf(member.id)).passwordHash).toBe(before);
  });

  it("refuses a new password equal to the current one", async () => {
    const member = await createUser(db, { password: "Gammal!123" });
    const before = (await columnsOf(member.id)).passwordHash;
    const res = await changePassword(member, member.id, { currentPassword: "Gammal!123", newPassword: "Gammal!123", confirmPassword: "Gammal!123" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { newPassword: "Det nya lösenordet måste vara annorlunda än det nuvarande" } });
    expect((await columnsOf(member.id)).passwordHash).toBe(before);
  });

  it("refuses a wrong current password with 400 and changes nothing, not even the other devices", async () => {
    const member = await createUser(db, { username: "Glömske_Gustav" });
    const here = await sessionCookie(member);
    const elsewhere = await sessionCookie(member);
    const before = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { passwordHash: true, passwordChangedAt: true } });
    const res = await changePassword(member, member.id, { currentPassword: "Fel!Lösen1", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "WRONG_PASSWORD", error: "Nuvarande lösenord är fel" });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { passwordHash: true, passwordChangedAt: true } })).toEqual(before);
    expect((await call(meRoute, { cookie: elsewhere })).status).toBe(200);
    expect((await login("Glömske_Gustav", FACTORY_PASSWORD)).status).toBe(200);
  });

  it("changes the password, keeps this device logged in and logs the other device out", async () => {
    const member = await createUser(db, { username: "Bytaren_Bo" });
    const here = await sessionCookie(member);
    const elsewhere = await sessionCookie(member);
    expect((await call(meRoute, { cookie: elsewhere })).status).toBe(200);

    const res = await changePassword(member, member.id, { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Lösenordet är ändrat. Dina andra inloggningar har loggats ut." });

    const meHere = await call(meRoute, { cookie: here });
    expect(meHere.status).toBe(200);
    expect(await meHere.json()).toEqual({ id: member.id, username: "Bytaren_Bo", is_admin: false });
    expect((await call(meRoute, { cookie: elsewhere })).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).passwordChangedAt).not.toBeNull();

    const oldLogin = await login("Bytaren_Bo", FACTORY_PASSWORD);
    expect(oldLogin.status).toBe(401);
    const newLogin = await login("bytaren_bo", NEW_PASSWORD);
    expect(newLogin.status).toBe(200);
    expect((await call(meRoute, { cookie: cookieFrom(newLogin) })).status).toBe(200);
  });
});

describe("logging out", () => {
  it("POST /api/auth/logout ends only this device's session", async () => {
    const member = await createUser(db);
    const here = await sessionCookie(member);
    const elsewhere = await sessionCookie(member);
    const res = await call(logoutRoute, { method: "POST", cookie: here });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await call(meRoute, { cookie: here })).status).toBe(401);
    expect((await call(meRoute, { cookie: elsewhere })).status).toBe(200);
    expect(await db.session.count({ where: { userId: member.id } })).toBe(1);
  });

  it("POST /api/auth/logout-everywhere ends every session of the member and no one else's", async () => {
    const member = await createUser(db);
    const other = await createUser(db);
    const here = await sessionCookie(member);
    const elsewhere = await sessionCookie(member);
    const othersCookie = await sessionCookie(other);
    const res = await call(logoutEverywhereRoute, { method: "POST", cookie: here });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Du är utloggad på alla enheter" });
    expect((await call(meRoute, { cookie: here })).status).toBe(401);
    expect((await call(meRoute, { cookie: elsewhere })).status).toBe(401);
    expect((await call(meRoute, { cookie: othersCookie })).status).toBe(200);
    expect(await db.session.count({ where: { userId: member.id } })).toBe(0);
  });

  it("POST /api/auth/logout-everywhere answers a visitor with 401", async () => {
    const res = await call(logoutEverywhereRoute, { method: "POST" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/profile/{id}/export", () => {
  async function childWithEverything() {
    const child = await createUser(db, {
      username: "Lilla_Lo",
      age: 11,
      consentStatus: "GRANTED",
      firstname: "Lo",
      city: "Piteå",
      profileImage: "fedcba9876543210fedcba9876543210.webp",
    });
    const consent = await db.parentalConsent.create({
      data: {
        childId: child.id,
        declaredAge: 11,
        parentEmail: "foralder@example.com",
        tokenHash: "a".repeat(64),
        expiresAt: new Date("2026-07-01T00:00:00Z"),
        consentTextVersion: "2026-01",
        confirmedAt: new Date("2026-06-02T10:00:00Z"),
      },
    });
    const reset = await db.passwordResetToken.create({
      data: { userId: child.id, tokenHash: "b".repeat(64), expiresAt: new Date("2026-06-03T00:00:00Z") },
    });
    const emailChange = await db.emailChangeToken.create({
      data: { userId: child.id, newEmail: "lo.ny@example.com", tokenHash: "c".repeat(64), expiresAt: new Date("2026-06-04T00:00:00Z") },
    });
    const friend = await createUser(db, { username: "Vännen_Vide" });
    const asker = await createUser(db, { username: "Frågaren_Fia" });
    const mine = await createReport(db, { userId: child.id, fish: "Abborre", image: "11112222333344445555666677778888.webp" });
    const friendsReport = await createReport(db, { userId: friend.id });
    await db.reportLike.create({ data: { reportId: friendsReport.id, userId: child.id } });
    const sent = await db.friendship.create({ data: { requesterId: child.id, addresseeId: friend.id, status: "ACCEPTED", acceptedAt: new Date() } });
    const received = await db.friendship.create({ data: { requesterId: asker.id, addresseeId: child.id } });
    const notification = await db.notification.create({
      data: { userId: child.id, type: "friend_request", message: "Frågaren_Fia vill bli din matros", fromUserId: asker.id, relatedId: received.id },
    });
    const passkey = await db.passkey.create({
      data: { userId: child.id, name: "Mammas telefon", credentialId: "kredential-id-lo", publicKey: Buffer.from([1, 2, 3]), backupEligible: true, backupState: true, aaguid: "00000000-0000-0000-0000-000000000000" },
    });
    return { child, consent, reset, emailChange, friend, asker, mine, friendsReport, sent, received, notification, passkey };
  }

  it("gives the member their own data as a download, with no password hash, token or session id in it", async () => {
    const world = await childWithEverything();
    const cookie = await sessionCookie(world.child);
    const session = await db.session.findFirstOrThrow({ where: { userId: world.child.id } });
    const res = await call(exportRoute, { cookie, params: { id: String(world.child.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="fiskeganget-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toContain("no-store");

    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({
      id: world.child.id,
      username: "Lilla_Lo",
      firstname: "Lo",
      city: "Piteå",
      age: 11,
      consentStatus: "GRANTED",
      profileImageUrl: "/uploads/profiles/fedcba9876543210fedcba9876543210.webp",
    });
    expect(data.reports).toEqual([
      expect.objectContaining({
        id: world.mine.id,
        fish: "Abborre",
        weight: "3.4",
        fishingDate: "2026-06-01",
        imageUrl: "/uploads/reports/11112222333344445555666677778888.webp",
      }),
    ]);
    expect(data.likes.reports).toEqual([expect.objectContaining({ reportId: world.friendsReport.id })]);
    expect(data.friendships).toHaveLength(2);
    expect(data.friendships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: world.sent.id, direction: "sent", otherUserId: world.friend.id, status: "ACCEPTED" }),
        expect.objectContaining({ id: world.received.id, direction: "received", otherUserId: world.asker.id, status: "PENDING" }),
      ]),
    );
    expect(data.notifications).toEqual([
      expect.objectContaining({ id: world.notification.id, type: "friend_request", fromUserId: world.asker.id, relatedId: world.received.id }),
    ]);
    expect(data.parentalConsent).toMatchObject({
      declaredAge: 11,
      parentEmail: "foralder@example.com",
      consentTextVersion: "2026-01",
      confirmedAt: "2026-06-02T10:00:00.000Z",
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.passwordResetRequests).toHaveLength(1);
    expect(data.emailChangeRequests).toEqual([
      { newEmail: "lo.ny@example.com", createdAt: expect.any(String), expiresAt: "2026-06-04T00:00:00.000Z", usedAt: null },
    ]);

    // Passkeys by name and use (decision 301); the credential and its public key stay out.
    expect(data.passkeys).toEqual([{ name: "Mammas telefon", createdAt: expect.any(String), lastUsedAt: null, backupState: true }]);
    expect(text).not.toContain(world.passkey.credentialId);

    expect(text).not.toMatch(/hash/i);
    expect(text).not.toMatch(/token/i);
    expect(text).not.toContain(world.consent.tokenHash);
    expect(text).not.toContain(world.reset.tokenHash);
    expect(text).not.toContain(world.emailChange.tokenHash);
    expect(text).not.toContain(world.child.passwordHash);
    expect(text).not.toContain(session.id);
  });

  it("refuses another member's data with 403, even for an admin, and a visitor with 401", async () => {
    const owner = await createUser(db, { email: "agare@example.com" });
    const other = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    for (const viewer of [other, admin]) {
      const res = await call(exportRoute, { cookie: await sessionCookie(viewer), params: { id: String(owner.id) } });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("agare@example.com");
    }
    expect((await call(exportRoute, { params: { id: String(owner.id) } })).status).toBe(401);
  });
});
