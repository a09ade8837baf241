// GET /api/auth/passkeys – the member's own passkeys: name, when added, when last used
import { route } from "@/lib/http";
import { listPasskeys } from "@/lib/passkeys/queries";

export const GET = route<Record<string, never>, "user">(async ({ user }) => Response.json({ passkeys: await listPasskeys({ viewer: user }) }), {
  auth: "user",
});
