// sendMail: every message is written to email_outbox first. With RESEND_API_KEY it is then delivered through
// Resend and marked SENT or FAILED; without it, in development and tests, it is marked LOGGED and shown in the
// server log, so every flow that mails a link works offline. A production server without a provider refuses to
// send: its links carry tokens, which must not end up in a log (MAIL_OUTBOX_ONLY keeps them in the outbox only).
import "server-only";
import { Resend } from "resend";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type MailKind =
  | "parental_consent"
  | "parental_consent_receipt"
  | "password_reset"
  | "password_changed"
  | "registration_attempt"
  | "email_change"
  | "email_change_attempt"
  | "email_changed"
  | "notification"
  | "notification_digest";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
  /** Strings (link tokens) masked in the stored copy once a provider has taken the message. */
  secrets?: string[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

export type MailResult = { outboxId: number; status: "SENT" | "FAILED" | "LOGGED" };

/** Something that delivers a message and answers the provider's id, or throws. */
export type MailTransport = {
  send(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    idempotencyKey: string;
    headers?: Record<string, string>;
  }): Promise<string>;
};

let resendTransport: MailTransport | undefined;

/** Delivery through Resend's API (at `baseUrl`, RESEND_BASE_URL: a fake Resend in tests and benches). */
export function createResendTransport(apiKey: string, baseUrl?: string): MailTransport {
  const client = new Resend(apiKey, baseUrl ? { baseUrl: baseUrl.replace(/\/$/, "") } : undefined);
  return {
    async send({ idempotencyKey, ...message }) {
      const { data, error } = await client.emails.send(message, { idempotencyKey });
      if (error) throw new Error(`${error.name}: ${error.message}`);
      return data.id;
    },
  };
}

function transportFromEnv(): MailTransport | null {
  const { RESEND_API_KEY, RESEND_BASE_URL } = env();
  if (!RESEND_API_KEY) return null;
  resendTransport ??= createResendTransport(RESEND_API_KEY, RESEND_BASE_URL);
  return resendTransport;
}

function redact(value: string, secrets: string[] | undefined): string {
  return (secrets ?? []).filter(Boolean).reduce((text, secret) => text.split(secret).join("[borttaget]"), value);
}

/**
 * Records and delivers one e-mail. Never throws for a delivery problem: the outbox row says FAILED and the
 * error is logged, so the flow that sent it (a registration, a reset request) still completes. Throws, before
 * recording anything, when a production server has no provider: that is a setting to fix, not a delivery problem.
 */
/**
 * `idempotencyKey`: the key Resend keeps for a day, for a sender that may retry the same message (the notification
 * outbox); by default each outbox row is its own message.
 */
export async function sendMail(
  message: MailMessage,
  options: { transport?: MailTransport | null; idempotencyKey?: string } = {},
): Promise<MailResult> {
  const to = message.to.trim().toLowerCase();
  const transport = options.transport === undefined ? transportFromEnv() : options.transport;
  const { isProduction, MAIL_OUTBOX_ONLY } = env();
  if (!transport && isProduction && !MAIL_OUTBOX_ONLY) {
    throw new Error(`E-mail (${message.kind}) cannot be sent: RESEND_API_KEY is not set on this production server`);
  }
  const row = await db.emailOutbox.create({
    data: { to, subject: message.subject, html: message.html, text: message.text, kind: message.kind, status: "QUEUED" },
    select: { id: true },
  });

  if (!transport) {
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "LOGGED" }, select: { id: true } });
    if (isProduction) {
      console.info(`[mail] kept in the outbox only (MAIL_OUTBOX_ONLY) outbox=${row.id} kind=${message.kind}`);
    } else {
      const links = [...new Set(message.text.match(/https?:\/\/\S+/g) ?? [])].filter((link) => link !== env().SITE_URL);
      console.info(`[mail] not sent (no RESEND_API_KEY) to=${to} subject="${message.subject}"${links.map((l) => ` link=${l}`).join("")}`);
    }
    return { outboxId: row.id, status: "LOGGED" };
  }

  const stored = { html: redact(message.html, message.secrets), text: redact(message.text, message.secrets) };
  try {
    const providerId = await transport.send({
      from: env().MAIL_FROM,
      to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      idempotencyKey: options.idempotencyKey ?? `fiskeganget-outbox-${row.id}`,
      ...(message.headers ? { headers: message.headers } : {}),
    });
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { ...stored, status: "SENT", providerId: providerId.slice(0, 100), sentAt: new Date() },
      select: { id: true },
    });
    return { outboxId: row.id, status: "SENT" };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] delivery failed outbox=${row.id} kind=${message.kind}: ${reason}`);
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { ...stored, status: "FAILED", error: reason.slice(0, 1000) },
      select: { id: true },
    });
    return { outboxId: row.id, status: "FAILED" };
  }
}
