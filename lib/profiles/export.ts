// "Ladda ner mina uppgifter": everything stored about a member, as one JSON document for them alone.
import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { forbidden, notFound } from "@/lib/errors";
import { profileMessages } from "@/lib/profiles/schemas";
import { exportMemberTrips } from "@/lib/trips/export";

/**
 * The member's own data: profile, catch reports, likes given, comments written (not those removed), flags raised,
 * competitions created and entered, friendships and requests, notifications, the parental consent record (without
 * its link token), logged-in devices, password-reset and e-mail change requests (without tokens), notification
 * choices, push devices, passkeys, and fishing trips (planned, invited to, written on: lib/trips/export.ts).
 * Password hashes and tokens are never part of it, nor who handled a flag. Only the member themself may ask.
 */
export async function exportMemberData({ actor, id }: { actor: SessionUser; id: number }) {
  if (actor.id !== id) throw forbidden("Du kan bara ladda ner dina egna uppgifter");
  const user = await db.user.findUnique({
    where: { id },
    select: {
      id: true,
      username: true,
      email: true,
      firstname: true,
      lastname: true,
      city: true,
      profileImage: true,
      isAdmin: true,
      isAnonymous: true,
      age: true,
      consentStatus: true,
      passwordChangedAt: true,
      notificationsSeenAt: true,
      createdAt: true,
      updatedAt: true,
      reports: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          fish: true,
          weight: true,
          length: true,
          location: true,
          bait: true,
          method: true,
          notes: true,
          image: true,
          fishingDate: true,
          latitude: true,
          longitude: true,
          positionPrecision: true,
          // the trip the catch belongs to, listed under trips
          tripId: true,
          createdAt: true,
        },
      },
      reportLikes: { orderBy: { createdAt: "asc" }, select: { reportId: true, createdAt: true } },
      newsLikes: { orderBy: { createdAt: "asc" }, select: { newsId: true, createdAt: true } },
      comments: {
        where: { deletedAt: null },
        orderBy: { id: "asc" },
        select: { id: true, reportId: true, newsId: true, parentId: true, body: true, createdAt: true },
      },
      flagsMade: { orderBy: { id: "asc" }, select: { reportId: true, reason: true, status: true, createdAt: true } },
      commentFlagsMade: { orderBy: { id: "asc" }, select: { commentId: true, reason: true, status: true, createdAt: true } },
      competitionsCreated: {
        orderBy: { id: "asc" },
        select: { id: true, name: true, description: true, rule: true, topN: true, startsOn: true, endsOn: true, inviteOnly: true, photoRequired: true, createdAt: true },
      },
      competitionEntries: { orderBy: { createdAt: "asc" }, select: { competitionId: true, status: true, createdAt: true, joinedAt: true } },
      friendshipsSent: {
        select: { id: true, addresseeId: true, status: true, createdAt: true, acceptedAt: true },
      },
      friendshipsGot: {
        select: { id: true, requesterId: true, status: true, createdAt: true, acceptedAt: true },
      },
      notifications: {
        orderBy: { id: "asc" },
        select: { id: true, type: true, message: true, isRead: true, fromUserId: true, relatedId: true, createdAt: true },
      },
      parentalConsent: {
        select: {
          declaredAge: true,
          parentEmail: true,
          consentTextVersion: true,
          method: true,
          createdAt: true,
          expiresAt: true,
          confirmedAt: true,
        },
      },
      sessions: { orderBy: { createdAt: "asc" }, select: { createdAt: true, expiresAt: true } },
      passwordResets: { orderBy: { createdAt: "asc" }, select: { createdAt: true, expiresAt: true, usedAt: true } },
      emailChanges: { orderBy: { createdAt: "asc" }, select: { newEmail: true, createdAt: true, expiresAt: true, usedAt: true } },
      notificationPreferences: { orderBy: { kind: "asc" }, select: { kind: true, site: true, email: true, push: true, updatedAt: true } },
      pushSubscriptions: { orderBy: { createdAt: "asc" }, select: { endpoint: true, createdAt: true } },
      // The member's passkeys by name and use; the public keys say nothing to a person and stay out.
      passkeys: { orderBy: { id: "asc" }, select: { name: true, createdAt: true, lastUsedAt: true, backupState: true } },
    },
  });
  if (!user) throw notFound(profileMessages.notFound);
  const trips = await exportMemberTrips(id);
  const {
    reports,
    reportLikes,
    newsLikes,
    comments,
    flagsMade,
    commentFlagsMade,
    competitionsCreated,
    competitionEntries,
    friendshipsSent,
    friendshipsGot,
    notifications,
    parentalConsent,
    sessions,
    passwordResets,
    emailChanges,
    notificationPreferences,
    pushSubscriptions,
    passkeys,
    ...profile
  } = user;
  return {
    exportedAt: new Date().toISOString(),
    site: "Fiskegänget",
    profile: { ...profile, profileImageUrl: profile.profileImage ? `/uploads/profiles/${profile.profileImage}` : null },
    reports: reports.map((report) => ({
      ...report,
      weight: report.weight.toString(),
      length: report.length.toString(),
      // Their own spots, exactly: the export is for the member alone.
      latitude: report.latitude?.toString() ?? null,
      longitude: report.longitude?.toString() ?? null,
      fishingDate: report.fishingDate.toISOString().slice(0, 10),
      imageUrl: report.image ? `/uploads/reports/${report.image}` : null,
    })),
    likes: { reports: reportLikes, news: newsLikes },
    comments,
    flags: { reports: flagsMade, comments: commentFlagsMade },
    competitions: {
      created: competitionsCreated.map((competition) => ({
        ...competition,
        startsOn: competition.startsOn.toISOString().slice(0, 10),
        endsOn: competition.endsOn.toISOString().slice(0, 10),
      })),
      participation: competitionEntries,
    },
    friendships: [
      ...friendshipsSent.map(({ addresseeId, ...row }) => ({ ...row, direction: "sent", otherUserId: addresseeId })),
      ...friendshipsGot.map(({ requesterId, ...row }) => ({ ...row, direction: "received", otherUserId: requesterId })),
    ],
    notifications,
    parentalConsent,
    sessions,
    passwordResetRequests: passwordResets,
    emailChangeRequests: emailChanges,
    // Only the choices the member made; kinds not listed follow the defaults. A device by its push service's host.
    notificationPreferences,
    pushDevices: pushSubscriptions.map((device) => ({ pushService: new URL(device.endpoint).host, createdAt: device.createdAt })),
    passkeys,
    trips,
  };
}
