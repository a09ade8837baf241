// DELETE /api/auth/passkeys/{id} – the member removes one of their passkeys (a login within ten minutes; never the last of an account without e-mail)
import { parseId, route } from "@/lib/http";
import { removePasskey } from "@/lib/passkeys/removal";
import { passkeyMessages } from "@/lib/passkeys/schemas";

export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => {
    await removePasskey(user, parseId(params.id, passkeyMessages.notFound));
    return new Response(null, { status: 204 });
  },
  { auth: "user", rateLimit: "passkeySetup" },
);
