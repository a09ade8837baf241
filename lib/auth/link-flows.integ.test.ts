// The three mailed links answer alike (docs/decisions/201-one-link-flow.md): the same code, status and flags for
// a link that is unknown, used or expired, on the call that uses it and, where there is one, the call that reads it.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetRateLimits } from "@/lib/rate-limit";
import { resetDatabase } from "@/test/db";
import { call, sessionCookie } from "@/test/http";
import { latestLinkToken } from "@/test/outbox";
import { createUser } from "@/prisma/factories";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as verifyConsent } from "@/app/api/consent/parental-verify/[token]/route";
import { POST as confirmConsent } from "@/app/api/consent/parental-confirm/[token]/route";
import { POST as requestReset } from "@/app/password/request/route";
import { GET as verifyReset } from "@/app/password/verify/[token]/route";
import { POST as resetPassword } from "@/app/password/reset/route";
import { PUT as putProfile } from "@/app/api/profile/[id]/route";
import { POST as confirmEmail } from "@/app/api/email-change/confirm/[token]/route";

type Flow = {
  name: string;
  /** Sends a fresh link and returns its token. */
  send: () => Promise<string>;
  /** Makes every stored link of the flow a second too old. */
  expireAll: () => Promise<unknown>;
  use: (token: string) => Promise<Response>;
  read?: (token: string) => Promise<Response>;
};

const flows: Flow[] = [
  {
    name: "parental consent",
    send: async () => {
      await call(register, { body: { username: "Lillfisken", password: "Mört2015a", age: 10, parentEmail: "foralder@example.se" } });
      return (await latestLinkToken("foralder@example.se", "/parental-consent/"))!;
    },
    expireAll: () => db.parentalConsent.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } }),
    use: (token) => call(confirmConsent, { method: "POST", params: { token } }),
    read: (token) => call(verifyConsent, { params: { token } }),
  },
  {
    name: "password reset",
    send: async () => {
      await createUser(db, { username: "Gäddfiskaren", email: "gadda@example.se" });
      await call(requestReset, { body: { email: "gadda@example.se" } });
      return (await latestLinkToken("gadda@example.se", "/reset-password/"))!;
    },
    expireAll: () => db.passwordResetToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } }),
    use: (token) => call(resetPassword, { body: { token, newPassword: "Nyttlösen42" } }),
    read: (token) => call(verifyReset, { params: { token } }),
  },
  {
    name: "e-mail change",
    send: async () => {
      const member = await createUser(db, { email: "gammal@example.com" });
      const form = new FormData();
      form.set("email", "ny@example.com");
      await call(putProfile, { method: "PUT", body: form, cookie: await sessionCookie(member), params: { id: String(member.id) } });
      return (await latestLinkToken("ny@example.com", "/confirm-email/"))!;
    },
    expireAll: () => db.emailChangeToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } }),
    use: (token) => call(confirmEmail, { method: "POST", params: { token } }),
  },
];

beforeEach(async () => {
  await resetDatabase();
  await resetRateLimits();
});

async function expectRefusal(res: Response, code: string, flags: { expired: boolean; used: boolean }) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toMatchObject({ code, valid: false, ...flags });
  expect(typeof body.error).toBe("string");
}

describe.each(flows)("the $name link", (flow) => {
  const calls = (token: string) => [flow.use, ...(flow.read ? [flow.read] : [])].map((answer) => () => answer(token));

  it("is valid once sent: reading it changes nothing, using it works", async () => {
    const token = await flow.send();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    if (flow.read) expect((await flow.read(token)).status).toBe(200);
    expect((await flow.use(token)).status).toBe(200);
  });

  it("is used after that: 400 LINK_USED with used: true", async () => {
    const token = await flow.send();
    expect((await flow.use(token)).status).toBe(200);
    for (const answer of calls(token)) await expectRefusal(await answer(), "LINK_USED", { expired: false, used: true });
  });

  it("is expired after its time: 400 LINK_EXPIRED with expired: true", async () => {
    const token = await flow.send();
    await flow.expireAll();
    for (const answer of calls(token)) await expectRefusal(await answer(), "LINK_EXPIRED", { expired: true, used: false });
  });

  it("is unknown when never sent or cut off: 400 LINK_UNKNOWN", async () => {
    await flow.send();
    for (const token of ["Q".repeat(43), "kort"]) {
      for (const answer of calls(token)) await expectRefusal(await answer(), "LINK_UNKNOWN", { expired: false, used: false });
    }
  });
});
