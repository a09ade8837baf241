// POST /api/auth/second-factor/setup – an admin starts setting up an authenticator app: its secret, otpauth:// address and QR code (SVG)
import { route } from "@/lib/http";
import { pendingSetup } from "@/lib/second-factor/mutations";

export const POST = route<Record<string, never>, "user">(
  async ({ user }) => {
    const setup = await pendingSetup(user);
    return Response.json({ secret: setup.secret, otpauth_uri: setup.uri, qr_svg: setup.qrSvg });
  },
  { auth: "user" },
);
