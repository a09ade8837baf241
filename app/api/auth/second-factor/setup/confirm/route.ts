// POST /api/auth/second-factor/setup/confirm – the app's first code confirms it; answers the ten recovery codes, this once
import { readJson, route } from "@/lib/http";
import { clientKey } from "@/lib/rate-limit";
import { confirmSetup } from "@/lib/second-factor/mutations";
import { secondFactorCodeSchema } from "@/lib/second-factor/schemas";

export const POST = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const { code } = await readJson(req, secondFactorCodeSchema);
    const { recoveryCodes } = await confirmSetup(user, code, clientKey(req));
    return Response.json({ recovery_codes: recoveryCodes });
  },
  { auth: "user" },
);
