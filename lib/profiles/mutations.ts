import "server-only";
import { db, Prisma } from "@/lib/db";
import { isMissingRow } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { endAllSessions } from "@/lib/auth/sessions";
import { isEmailBlocked } from "@/lib/blocked-emails/queries";
import { memberChanged } from "@/lib/cache/invalidate";
import { requestEmailChange } from "@/lib/email-change/mutations";
import { validationError } from "@/lib/error-response";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { normalizeImage } from "@/lib/images/normalize";
import { limitMember } from "@/lib/rate-limit";
import { MEMBERS_ONLY, seesMember } from "@/lib/privacy/members";
import { getProfile } from "@/lib/profiles/queries";
import {
  passwordChangeMessages,
  passwordChangeSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileFormSchema,
  profileMessages,
  type PasswordChangeInput,
} from "@/lib/profiles/schemas";
import type { ProfileJson } from "@/lib/profiles/types";
import { removeStoredFiles, storage } from "@/lib/storage";
import { PARENTAL_CONSENT_UNDER } from "@/lib/validation/fields";

const notFoundProfile = () => notFound(profileMessages.notFound);

/**
 * Switches a member's anonymity (the member themself or an admin). A database trigger renames their reports in
 * the same statement; every cached page that showed the old name is expired before this returns.
 */
export async function setMemberAnonymity({
  actor,
  memberId,
  isAnonymous,
}: {
  actor: SessionUser;
  memberId: number;
  isAnonymous: boolean;
}): Promise<void> {
  if (!seesMember(actor, memberId)) throw forbidden("Du kan bara ändra din egen profil");
  try {
    await db.user.update({ where: { id: memberId, ...MEMBERS_ONLY }, data: { isAnonymous } });
  } catch (error) {
    if (isMissingRow(error)) throw notFoundProfile();
    throw error;
  }
  await memberChanged(memberId);
}

const PROFILE_FIELDS = ["firstname", "lastname", "city", "email", "is_anonymous"] as const;

/**
 * Updates the member's own profile from the multipart form of PUT /api/profile/{id}. Fields left out of the form
 * stay as they are; a blank field clears it. A new e-mail address is not set here: a link goes to it, and the
 * address changes when the link is used (`emailChangeSent`; decision 125), whoever owns it. A new image (JPG, PNG
 * or GIF, at most 5 MB) is re-encoded without its metadata under a new random name, and the old file is removed
 * once the change is saved; `remove_image` removes it without a new one. Only the member themself may do this
 * (admins use the admin panel).
 */
export async function updateProfile({
  actor,
  id,
  form,
}: {
  actor: SessionUser;
  id: number;
  form: FormData;
}): Promise<{ profile: ProfileJson; emailChangeSent: boolean }> {
  if (actor.id !== id) throw forbidden("Du kan bara ändra din egen profil");

  const values: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const parsed = profileFormSchema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);
  const data: Prisma.UserUpdateInput = {};
  if ("firstname" in values) data.firstname = parsed.data.firstname;
  if ("lastname" in values) data.lastname = parsed.data.lastname;
  if ("city" in values) data.city = parsed.data.city;
  if ("is_anonymous" in values) data.isAnonymous = parsed.data.is_anonymous;

  const current = await db.user.findFirst({
    where: { id, ...MEMBERS_ONLY },
    select: { age: true, username: true, email: true, profileImage: true },
  });
  if (!current) throw notFoundProfile();
  // Children under 13 keep no e-mail of their own: their parent's address is on the consent record.
  let newEmail: string | null = null;
  if ("email" in values && current.age >= PARENTAL_CONSENT_UNDER) {
    const email = parsed.data.email;
    if (!email) {
      // Removing one's address reveals nothing about anyone else's, so it takes effect at once.
      data.email = null;
    } else if (email !== current.email) {
      if (await isEmailBlocked(email)) throw badRequest(profileMessages.emailBlocked, { email: profileMessages.emailBlocked });
      // A new address waits for the link sent to it (lib/email-change); the old one stays until then.
      newEmail = email;
    }
  }
  // Counted before anything is stored, so a refused save changes nothing.
  if (newEmail) await limitMember("emailChange", id);

  const image = await readProfileImage(form);
  const removeImage = form.get("remove_image") === "true";
  const photo = image
    ? await normalizeImage(image, {
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        formats: ["jpeg", "png", "gif"],
        maxSide: 800,
        field: "profile_image",
        messages: { tooLarge: profileMessages.imageSize, format: profileMessages.imageType },
      })
    : null;
  const fileName = photo ? await storage().save("profiles", photo.bytes, photo.ext) : null;
  if (fileName) data.profileImage = fileName;
  else if (removeImage) data.profileImage = null;

  try {
    await db.user.update({ where: { id }, data });
  } catch (error) {
    if (fileName) await removeStoredFiles("profiles", [fileName]);
    throw error;
  }
  await memberChanged(id);
  if ((fileName || removeImage) && current.profileImage) await removeStoredFiles("profiles", [current.profileImage]);
  if (newEmail) await requestEmailChange({ userId: id, username: current.username, newEmail });
  const profile = await getProfile({ viewer: actor, id });
  if (!profile) throw notFoundProfile();
  return { profile, emailChangeSent: newEmail !== null };
}

async function readProfileImage(form: FormData): Promise<Uint8Array | null> {
  const file = form.get("profile_image");
  if (file === null || file === "") return null;
  if (typeof file === "string") throw badRequest(profileMessages.imageType, { profile_image: profileMessages.imageType });
  if (file.size === 0) return null;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    throw new AppError({ code: "PAYLOAD_TOO_LARGE", message: profileMessages.imageSize, fields: { profile_image: profileMessages.imageSize } });
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Changes the member's own password after checking the current one. Every other device is logged out; the one
 * that made the change stays logged in.
 */
export async function changePassword({
  actor,
  id,
  input,
}: {
  actor: SessionUser;
  id: number;
  input: PasswordChangeInput;
}): Promise<{ message: string }> {
  if (actor.id !== id) throw forbidden("Du kan bara ändra ditt eget lösenord");
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const user = await db.user.findUnique({ where: { id }, select: { passwordHash: true } });
  if (!user) throw notFoundProfile();
  if (!(await verifyPassword(parsed.data.currentPassword, user.passwordHash))) {
    throw badRequest(passwordChangeMessages.wrongCurrent, { currentPassword: passwordChangeMessages.wrongCurrent }, "WRONG_PASSWORD");
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { passwordHash, passwordChangedAt: new Date() } });
    await endAllSessions(id, { except: actor.sessionId, client: tx });
    // This device stays logged in, but an admin gives the second factor again: the proof went with the old password.
    if (actor.sessionId) await tx.session.updateMany({ where: { id: actor.sessionId }, data: { secondFactorAt: null } });
  });
  return { message: passwordChangeMessages.changed };
}
