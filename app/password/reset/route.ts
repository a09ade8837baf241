// POST /password/reset – set a new password through a reset link ({token, newPassword}); ends every session
import { route, readJson } from "@/lib/http";
import { passwordResetSchema } from "@/lib/password-reset/schemas";
import { resetPassword } from "@/lib/password-reset/mutations";

export const POST = route(
  async ({ req }) => {
    const input = await readJson(req, passwordResetSchema);
    return Response.json(await resetPassword(input), { headers: { "Cache-Control": "no-store" } });
  },
  { rateLimit: "passwordLink" },
);
