import { parseId, route } from "@/lib/http";
import { unblockEmail } from "@/lib/blocked-emails/mutations";
import { blockedEmailMessages } from "@/lib/blocked-emails/schemas";

// DELETE /api/admin/blocked-emails/{id} – take an address off the block list
export const DELETE = route<{ id: string }, "admin">(
  async ({ params, user }) => {
    const removed = await unblockEmail({ actor: user, id: parseId(params.id, blockedEmailMessages.missing) });
    return Response.json({ message: "Blockeringen är borttagen", removed });
  },
  { auth: "admin" },
);
