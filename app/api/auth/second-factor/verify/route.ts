// POST /api/auth/second-factor/verify – an admin proves the second factor on this session with the app's code or a recovery code
import { readJson, route } from "@/lib/http";
import { clientKey } from "@/lib/rate-limit";
import { verifySecondFactor } from "@/lib/second-factor/mutations";
import { secondFactorCodeSchema } from "@/lib/second-factor/schemas";

export const POST = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const { code } = await readJson(req, secondFactorCodeSchema);
    await verifySecondFactor(user, code, clientKey(req));
    return Response.json({ message: "Andra faktorn är bekräftad" });
  },
  { auth: "user" },
);
