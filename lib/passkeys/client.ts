// The browser's side of the passkey ceremonies (decision 301): ask the site for options, let the browser and the
// authenticator answer through @simplewebauthn/browser (loaded only when a ceremony starts), send the answer back.
// Browser only; the protocol is the library's.
import { postJson, type ApiResult } from "@/lib/api-client";
import type { ErrorCode } from "@/lib/errors";
import { passkeyMessages, type PasskeyJson } from "@/lib/passkeys/schemas";

export type CeremonyResult<T> = { ok: true; data: T } | { ok: false; error: string; code?: ErrorCode; cancelled?: boolean };

const FALLBACK = "Något gick fel med nyckeln. Försök igen.";
const browser = () => import("@simplewebauthn/browser");

export async function passkeysSupported(): Promise<boolean> {
  return (await browser()).browserSupportsWebAuthn();
}

/** Whether the browser offers passkeys in the username field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  return (await browser()).browserSupportsWebAuthnAutofill();
}

/** Ends a ceremony under way (the autofill's, when the page goes or another ceremony starts). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await browser()).WebAuthnAbortService.cancelCeremony();
}

function failed(result: ApiResult<unknown> & { ok: false }): CeremonyResult<never> {
  return { ok: false, error: result.error, code: result.code };
}

/** What the browser's refusal means for the member: a cancel, a key already added, or a browser that cannot. */
function ceremonyFailed(error: unknown): CeremonyResult<never> {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code;
  if (code === "ERROR_CEREMONY_ABORTED" || name === "AbortError") return { ok: false, error: passkeyMessages.cancelled, cancelled: true };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return { ok: false, error: passkeyMessages.duplicate };
  if (name === "NotAllowedError") return { ok: false, error: passkeyMessages.cancelled, cancelled: true };
  if (name === "NotSupportedError" || name === "SecurityError") return { ok: false, error: passkeyMessages.unsupported };
  return { ok: false, error: FALLBACK };
}

/** Adds a passkey to the logged-in member's account under `name`. */
export async function addPasskey(name: string): Promise<CeremonyResult<PasskeyJson>> {
  const options = await postJson<Parameters<Awaited<ReturnType<typeof browser>>["startRegistration"]>[0]["optionsJSON"]>(
    "/api/auth/passkeys/registration/options",
    undefined,
    FALLBACK,
  );
  if (!options.ok) return failed(options);
  let credential;
  try {
    credential = await (await browser()).startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return ceremonyFailed(error);
  }
  const saved = await postJson<PasskeyJson>("/api/auth/passkeys/registration", { name, credential }, passkeyMessages.registrationRefused);
  return saved.ok ? { ok: true, data: saved.data } : failed(saved);
}

type RequestOptions = Parameters<Awaited<ReturnType<typeof browser>>["startAuthentication"]>[0]["optionsJSON"];

async function authenticate<T>(optionsUrl: string, answerUrl: string, refused: string, autofill: boolean): Promise<CeremonyResult<T>> {
  const options = await postJson<RequestOptions>(optionsUrl, undefined, FALLBACK);
  if (!options.ok) return failed(options);
  let credential;
  try {
    credential = await (await browser()).startAuthentication({ optionsJSON: options.data, useBrowserAutofill: autofill });
  } catch (error) {
    return ceremonyFailed(error);
  }
  const answer = await postJson<T>(answerUrl, { credential }, refused);
  return answer.ok ? { ok: true, data: answer.data } : failed(answer);
}

/**
 * Logs in with a passkey. `autofill`: wait for the member to pick one in the username field's suggestions
 * (conditional mediation) rather than asking at once.
 */
export function logInWithPasskey({ autofill = false } = {}): Promise<CeremonyResult<{ id: number; username: string; is_admin: boolean }>> {
  return authenticate("/api/auth/passkeys/login/options", "/api/auth/passkeys/login", passkeyMessages.loginRefused, autofill);
}

/** Proves an admin's second factor on this session with one of their passkeys. */
export function provePasskeySecondFactor(): Promise<CeremonyResult<{ message: string }>> {
  return authenticate("/api/auth/passkeys/second-factor/options", "/api/auth/passkeys/second-factor", passkeyMessages.secondFactorRefused, false);
}
