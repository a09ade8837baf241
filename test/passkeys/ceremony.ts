// Runs passkey ceremonies against the handlers as a browser would: the options call sets the challenge cookie, the
// answer is sent back with it (and with the session cookie, when there is one).
import { POST as registrationOptions } from "@/app/api/auth/passkeys/registration/options/route";
import { POST as registration } from "@/app/api/auth/passkeys/registration/route";
import { POST as loginOptions } from "@/app/api/auth/passkeys/login/options/route";
import { POST as login } from "@/app/api/auth/passkeys/login/route";
import { POST as secondFactorOptions } from "@/app/api/auth/passkeys/second-factor/options/route";
import { POST as secondFactor } from "@/app/api/auth/passkeys/second-factor/route";
import { call } from "@/test/http";
import type { Lie, SoftwareAuthenticator } from "@/test/passkeys/authenticator";

type Options = { challenge: string; user?: { id: string }; rp?: { id: string }; rpId?: string; allowCredentials?: { id: string }[] };

/** The name=value pairs a response sets, by name. */
export function setCookies(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    out[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return out;
}

const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ") || undefined;

/** The options and the challenge cookie ("name=value") an options call answers with. */
async function ask(handler: typeof registrationOptions, cookie?: string): Promise<{ status: number; options: Options; challengeCookie: string }> {
  const res = await call(handler, { method: "POST", cookie });
  const options = (await res.json()) as Options;
  const [name, value] = Object.entries(setCookies(res)).find(([n]) => n.startsWith("fg_webauthn_")) ?? [];
  return { status: res.status, options, challengeCookie: name ? `${name}=${value}` : "" };
}

export async function registerPasskey(authenticator: SoftwareAuthenticator, session: string, { name = "Telefonen", lie = {} as Lie } = {}) {
  const { options, challengeCookie } = await ask(registrationOptions, session);
  const credential = authenticator.register(options, lie);
  const res = await call(registration, { body: { name, credential }, cookie: join(session, challengeCookie) });
  return { res, options, credential, challengeCookie };
}

export async function logInWithPasskey(authenticator: SoftwareAuthenticator, { lie = {} as Lie, headers = {} as Record<string, string> } = {}) {
  const { options, challengeCookie } = await ask(loginOptions);
  const credential = authenticator.authenticate(options, lie);
  const res = await call(login, { body: { credential }, cookie: challengeCookie, headers });
  return { res, options, credential, challengeCookie };
}

export async function proveWithPasskey(authenticator: SoftwareAuthenticator, session: string, { lie = {} as Lie } = {}) {
  const { status, options, challengeCookie } = await ask(secondFactorOptions, session);
  if (status !== 200) return { res: new Response(JSON.stringify(options), { status }), options, challengeCookie };
  const credential = authenticator.authenticate(options, lie);
  const res = await call(secondFactor, { body: { credential }, cookie: join(session, challengeCookie) });
  return { res, options, credential, challengeCookie };
}

export { join as joinCookies };
