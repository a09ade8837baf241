// A small world for the authorization table: one of each kind of member and one of each thing they can own.
// Every cell gets it afresh, so no call's effect (a deleted report, a used link) leaks into the next. Building it
// takes about forty inserts; it is built once and put back from a snapshot of its rows (test/db.ts) for the cells
// after, and built again once the snapshot is a minute old, so its sessions and dates stay as young as a new one's.
import { db } from "@/lib/db";
import { createLinkToken } from "@/lib/auth/link-tokens";
import { consentRecordData } from "@/lib/consent/mutations";
import { SUSPENSION_DAYS } from "@/lib/moderation/suspension";
import { createReport, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { dropSnapshot, resetDatabase, restoreSnapshot, saveSnapshot } from "@/test/db";
import { sessionCookie } from "@/test/http";
import type { Actor } from "@/test/authorization/table";

const SNAPSHOT = "authorization_world";
const SNAPSHOT_MAX_AGE_MS = 60_000;
let kept: { world: World; savedAt: number } | null = null;

export async function buildWorld(): Promise<World> {
  if (kept && Date.now() - kept.savedAt < SNAPSHOT_MAX_AGE_MS) {
    await restoreSnapshot(SNAPSHOT);
    return { ...kept.world, freshUsername: usernames() };
  }
  const world = await createWorld();
  kept = (await saveSnapshot(SNAPSHOT)) ? { world, savedAt: Date.now() } : null;
  return world;
}

/** For a file's afterAll: the snapshot's rows go, so the next file on this database meets only its own tables. */
export async function dropWorldSnapshot(): Promise<void> {
  kept = null;
  await dropSnapshot(SNAPSHOT);
}

/** Names for new accounts, never the same twice in one world. */
function usernames() {
  let registered = 0;
  return () => `Ny_${++registered}_${Date.now() % 100000}`;
}

async function createWorld() {
  await resetDatabase();
  const owner = await createUser(db, { username: "Agaren", email: "agare@example.se" });
  const member = await createUser(db, { username: "Medlemmen" });
  const admin = await createUser(db, { username: "Adminen", isAdmin: true });
  const child = await createUser(db, { username: "Lillen", age: 10, consentStatus: "PENDING" });
  const consentChild = await createUser(db, { username: "Knatten", age: 9, consentStatus: "PENDING" });
  const report = await createReport(db, { userId: owner.id });
  // A catch of the child's: for everyone it does not exist until the parent consents.
  const childReport = await createReport(db, { userId: child.id });
  // The member has asked the owner to be friends; the owner has a notification about it.
  const friendRequest = await db.friendship.create({ data: { requesterId: member.id, addresseeId: owner.id } });
  const notification = await db.notification.create({
    data: { userId: owner.id, type: "friend_request", message: "Medlemmen vill bli din matros", fromUserId: member.id, relatedId: friendRequest.id },
  });
  // A friend of the owner, so the owner has someone to remove.
  const friend = await createUser(db, { username: "Vannen" });
  await db.friendship.create({ data: { requesterId: owner.id, addresseeId: friend.id, status: "ACCEPTED", acceptedAt: new Date() } });
  const article = await db.newsArticle.create({
    data: { title: "Gösen nappar", content: "Fina gösar i Mälaren.", published: true, publishedAt: new Date(), authorId: admin.id },
    select: { id: true },
  });
  const draft = await db.newsArticle.create({
    data: { title: "Hemligt utkast", content: "Inte klart än.", published: false, authorId: admin.id },
    select: { id: true },
  });
  // Someone else's open flag on the owner's report, and an address on the block list, for the admin rows.
  const flagger = await createUser(db, { username: "Anmalaren" });
  const flag = await db.reportFlag.create({ data: { reportId: report.id, reporterId: flagger.id, reason: "Fel fisk" } });
  // The owner's friend has commented on the owner's report, and the flagger has flagged the comment.
  const comment = await db.comment.create({ data: { reportId: report.id, authorId: friend.id, body: "Snygg gädda!" } });
  const commentFlag = await db.commentFlag.create({ data: { commentId: comment.id, reporterId: flagger.id, reason: "Spam" } });
  const blockedEmail = await db.blockedEmail.create({ data: { email: "spam@example.se", reason: "Skräppost", blockedById: admin.id } });

  const consent = createLinkToken();
  await db.parentalConsent.create({
    data: {
      childId: consentChild.id,
      ...consentRecordData({ parentEmail: "foralder@example.se", declaredAge: 9, tokenHash: consent.tokenHash, expiresAt: new Date(Date.now() + 86_400_000) }),
    },
  });
  const reset = createLinkToken();
  await db.passwordResetToken.create({
    data: { userId: owner.id, tokenHash: reset.tokenHash, expiresAt: new Date(Date.now() + 3_600_000) },
  });

  // The owner has asked to move to a new address and has the link.
  const emailChange = createLinkToken();
  await db.emailChangeToken.create({
    data: { userId: owner.id, newEmail: "agare.ny@example.se", tokenHash: emailChange.tokenHash, expiresAt: new Date(Date.now() + 86_400_000) },
  });

  // An open competition of the owner's, running now, with a catch of the owner's that counts; and a closed one the
  // friend is invited to.
  const today = Date.now();
  const day = (offset: number) => new Date(new Date(today + offset * 86_400_000).toISOString().slice(0, 10) + "T00:00:00Z");
  const competition = await db.competition.create({
    data: { creatorId: owner.id, name: "Höstgäddan", rule: "heaviest", startsOn: day(-10), endsOn: day(10), participants: { create: { userId: owner.id, status: "joined" } } },
    select: { id: true },
  });
  const competitionReport = await createReport(db, { userId: owner.id, fishingDate: day(-1) });
  const closedCompetition = await db.competition.create({
    data: {
      creatorId: owner.id,
      name: "Gängets abborrkamp",
      rule: "total_weight",
      topN: 3,
      inviteOnly: true,
      startsOn: day(-10),
      endsOn: day(10),
      participants: { create: [{ userId: owner.id, status: "joined" }, { userId: friend.id, status: "invited", invitedById: owner.id }] },
    },
    select: { id: true },
  });

  // The owner's spreadsheets: one uploaded and waiting for its columns, one imported with a wrong row, its job done.
  const importCells = { headers: ["Datum", "Art", "Vikt", "Längd", "Plats"], rows: [["2024-06-15", "Gädda", "3,4", "72", "Mälaren"], ["", "", "", "", "x"]] };
  const upload = await db.logbookImport.create({ data: { userId: owner.id, fileName: "loggbok.csv", ...importCells }, select: { id: true } });
  const importJob = await db.memberJob.create({ data: { userId: owner.id, kind: "logbook-import", state: "done", total: 2, done: 2 }, select: { id: true } });
  const finishedImport = await db.logbookImport.create({
    data: { userId: owner.id, fileName: "förra.csv", ...importCells, jobId: importJob.id, finishedAt: new Date(), wrong: [{ row: 3, reasons: ["Ange datum"] }] },
    select: { id: true },
  });

  // A private trip of the owner's in a week, the friend invited and coming, and a public one with nobody invited.
  const tripDay = (offset: number) => day(offset).toISOString().slice(0, 10);
  const trip = await db.trip.create({
    data: { creatorId: owner.id, name: "Gösfiske", place: "Vättern", startsOn: day(7), endsOn: day(8), participants: { create: { userId: friend.id, answer: "coming" } } },
    select: { id: true },
  });
  const publicTrip = await db.trip.create({
    data: { creatorId: owner.id, name: "Öppen abborrtur", place: "Mälaren", startsOn: day(7), endsOn: day(7), isPublic: true },
    select: { id: true },
  });
  // The owner's catches of the private trip's days: one posted without choosing it, one on it.
  const tripCatch = await createReport(db, { userId: owner.id, fishingDate: day(7) });
  const tripReport = await createReport(db, { userId: owner.id, fishingDate: day(8), tripId: trip.id });

  // A passkey of the owner's and one of the admin's (decision 301); the bytes are no real key's, which no row needs.
  const passkeyData = (userId: number, name: string) => ({
    userId,
    name,
    credentialId: `${name}-${userId}`,
    publicKey: Buffer.from([1, 2, 3]),
    backupEligible: false,
    backupState: false,
    aaguid: "00000000-0000-0000-0000-000000000000",
  });
  const ownerPasskey = await db.passkey.create({ data: passkeyData(owner.id, "Telefonen"), select: { id: true } });
  const adminPasskey = await db.passkey.create({ data: passkeyData(admin.id, "Adminnyckeln"), select: { id: true } });

  // Under an active suspension (which ends every session), then given a session anyway: a forged or leftover cookie.
  const suspended = await createUser(db, { username: "Avstangd", suspendedUntil: new Date(Date.now() + SUSPENSION_DAYS * 86_400_000) });

  const cookies: Record<Actor, string | undefined> = {
    visitor: undefined,
    pendingChild: await sessionCookie(child),
    member: await sessionCookie(member),
    owner: await sessionCookie(owner),
    friend: await sessionCookie(friend),
    admin: await sessionCookie(admin),
    adminWithoutSecondFactor: await sessionCookie(admin, { secondFactor: false }),
    suspended: await sessionCookie(suspended),
  };
  return {
    owner,
    member,
    admin,
    child,
    childReport,
    report,
    friend,
    friendRequest,
    notification,
    article,
    draft,
    flag,
    comment,
    commentFlag,
    blockedEmail,
    suspended,
    competition,
    competitionReport,
    closedCompetition,
    upload,
    importJob,
    finishedImport,
    trip,
    publicTrip,
    tripDay,
    tripCatch,
    tripReport,
    ownerPasskey,
    adminPasskey,
    cookies,
    consentToken: consent.token,
    resetToken: reset.token,
    emailChangeToken: emailChange.token,
    loginUsername: member.username,
    loginPassword: FACTORY_PASSWORD,
    freshUsername: usernames(),
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
