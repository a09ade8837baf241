import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { sendMail, type MailTransport } from "@/lib/mail/send";
import { passwordResetMail } from "@/lib/password-reset/mail";

beforeEach(resetDatabase);

const token = "T".repeat(43);
const message = () => ({
  to: "Fiskare@Example.se",
  kind: "password_reset" as const,
  secrets: [token],
  ...passwordResetMail({ username: "Fiskaren", token, expiresAt: new Date("2026-11-22T12:00:00Z") }),
});

describe("sendMail", () => {
  it("without a provider writes the message to the outbox as LOGGED and logs recipient, subject and link", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const result = await sendMail(message(), { transport: null });
    expect(result.status).toBe("LOGGED");
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.outboxId } });
    expect(row).toMatchObject({ to: "fiskare@example.se", kind: "password_reset", status: "LOGGED", providerId: null });
    expect(row.text).toContain(`/reset-password/${token}`);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`to=fiskare@example.se`));
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`link=http://localhost:3000/reset-password/${token}`));
    info.mockRestore();
  });

  it("with a provider records SENT with the provider's id and keeps no working token in the stored copy", async () => {
    const sent: Parameters<MailTransport["send"]>[0][] = [];
    const transport: MailTransport = {
      async send(input) {
        sent.push(input);
        return "re_123abc";
      },
    };
    const result = await sendMail(message(), { transport });
    expect(result.status).toBe("SENT");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "fiskare@example.se", from: expect.stringContaining("Fiskegänget") });
    expect(sent[0]!.html).toContain(token);
    expect(sent[0]!.idempotencyKey).toBe(`fiskeganget-outbox-${result.outboxId}`);
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.outboxId } });
    expect(row).toMatchObject({ status: "SENT", providerId: "re_123abc", error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.html + row.text).not.toContain(token);
    expect(row.text).toContain("/reset-password/[borttaget]");
  });

  it("records FAILED with the reason and does not throw when the provider refuses", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const transport: MailTransport = {
      async send() {
        throw new Error("validation_error: Invalid `to` field");
      },
    };
    const result = await sendMail(message(), { transport });
    expect(result.status).toBe("FAILED");
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.outboxId } });
    expect(row).toMatchObject({ status: "FAILED", error: "validation_error: Invalid `to` field", sentAt: null });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("sendMail on a production server", () => {
  // env() is read once per module instance: a fresh copy of the mail module sees the stubbed environment.
  async function productionSendMail(extra: Record<string, string> = {}) {
    vi.stubEnv("NODE_ENV", "production");
    for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
    vi.resetModules();
    return (await import("@/lib/mail/send")).sendMail;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it("without a provider refuses to send, names the missing setting and neither logs nor stores the link", async () => {
    const logged = vi.fn();
    for (const level of ["info", "log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(logged);
    const send = await productionSendMail();
    const attempt = send(message(), { transport: null });
    await expect(attempt).rejects.toThrow(/RESEND_API_KEY/);
    await attempt.catch((error: Error) => expect(error.message).not.toContain(token));
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("with MAIL_OUTBOX_ONLY keeps the message in the outbox and logs no link", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const send = await productionSendMail({ MAIL_OUTBOX_ONLY: "true" });
    const result = await send(message(), { transport: null });
    expect(result.status).toBe("LOGGED");
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.outboxId } });
    expect(row.text).toContain(`/reset-password/${token}`);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`outbox=${result.outboxId}`));
    expect(JSON.stringify(info.mock.calls)).not.toContain(token);
  });
});
