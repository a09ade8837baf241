import { NextResponse } from "next/server";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { parseId, readForm, readJson, route } from "@/lib/http";
import { emailChangeMessages } from "@/lib/email-change/schemas";
import { updateProfile } from "@/lib/profiles/mutations";
import { getProfile } from "@/lib/profiles/queries";
import { deleteAccountSchema, PROFILE_IMAGE_MAX_BYTES, profileMessages } from "@/lib/profiles/schemas";

// GET /api/profile/{id} – a member's profile as the viewer may see it ('Dolt' fields are null for anonymous members)
export const GET = route<{ id: string }>(async ({ params, user }) => {
  const profile = await getProfile({ viewer: user, id: parseId(params.id, profileMessages.notFound) });
  if (!profile) throw notFound(profileMessages.notFound);
  return Response.json(profile);
});

// PUT /api/profile/{id} – update one's own profile (multipart: firstname, lastname, city, email, is_anonymous, profile_image);
// a new email is mailed a confirmation link and changes when it is used
export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, profileMessages.notFound);
    if (id !== user.id) throw forbidden("Du kan bara ändra din egen profil");
    // The image may be 5 MB; the text fields add little.
    const form = await readForm(req, { maxBytes: PROFILE_IMAGE_MAX_BYTES + 64 * 1024, tooLargeMessage: profileMessages.imageSize });
    const { profile, emailChangeSent } = await updateProfile({ actor: user, id, form });
    // Same shape either way; a new address is confirmed by a link, so the message says so (decision 125).
    return Response.json({ message: emailChangeSent ? emailChangeMessages.sent : profileMessages.saved, profile });
  },
  { auth: "user", rateLimit: "profileUpdate" },
);

// DELETE /api/profile/{id} – delete one's own account ({ username } typed exactly); logs out every device
export const DELETE = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, profileMessages.notFound);
    if (id !== user.id) throw forbidden("Du kan bara ta bort ditt eget konto");
    const { username } = await readJson(req, deleteAccountSchema);
    if (username !== user.username) {
      throw badRequest("Skriv ditt användarnamn exakt som det är", { username: "Skriv ditt användarnamn exakt som det är" });
    }
    await deleteAccount({ actor: user, memberId: id });
    return clearSessionCookie(NextResponse.json({ message: "Ditt konto är borttaget" }));
  },
  { auth: "user" },
);
