// PUT /api/profile/{id}/password – change one's own password ({ currentPassword, newPassword, confirmPassword? });
// the other devices are logged out, this one stays
import { forbidden } from "@/lib/errors";
import { parseId, readJson, route } from "@/lib/http";
import { changePassword } from "@/lib/profiles/mutations";
import { passwordChangeSchema, profileMessages } from "@/lib/profiles/schemas";

export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, profileMessages.notFound);
    if (id !== user.id) throw forbidden("Du kan bara ändra ditt eget lösenord");
    const input = await readJson(req, passwordChangeSchema);
    return Response.json(await changePassword({ actor: user, id, input }));
  },
  { auth: "user", rateLimit: "passwordChange" },
);
