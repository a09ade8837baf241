// DELETE /api/auth/second-factor – an admin removes their authenticator app and recovery codes, giving a current code
import { readJson, route } from "@/lib/http";
import { clientKey } from "@/lib/rate-limit";
import { removeSecondFactor } from "@/lib/second-factor/mutations";
import { secondFactorCodeSchema } from "@/lib/second-factor/schemas";

export const DELETE = route<Record<string, never>, "admin">(
  async ({ req, user }) => {
    const { code } = await readJson(req, secondFactorCodeSchema);
    await removeSecondFactor(user, code, clientKey(req));
    return new Response(null, { status: 204 });
  },
  { auth: "admin" },
);
