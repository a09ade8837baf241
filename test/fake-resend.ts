// Resend's POST /emails as its API documents it, for tests and the delivery bench: a bearer key, an Idempotency-Key
// that returns the first answer again (so a retried message is sent once), and an outage switch.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ResendMail = { id: string; from: string; to: string | string[]; subject: string; html: string; text: string; headers?: Record<string, string>; idempotencyKey: string | null };

export type FakeResend = {
  url: string;
  apiKey: string;
  /** Every distinct message accepted (a repeated idempotency key is not counted twice). */
  mails: ResendMail[];
  /** Requests that reached the service, including repeats and refusals. */
  requests: number;
  outage(down: boolean): void;
  close(): Promise<void>;
};

export async function startFakeResend(): Promise<FakeResend> {
  const apiKey = "re_test_key";
  const mails: ResendMail[] = [];
  const byKey = new Map<string, string>();
  const state = { down: false, requests: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      state.requests++;
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/emails") return reply(404, { name: "not_found", message: "Not found", statusCode: 404 });
      if (req.headers.authorization !== `Bearer ${apiKey}`) return reply(401, { name: "missing_api_key", message: "Missing API key", statusCode: 401 });
      if (state.down) return reply(500, { name: "internal_server_error", message: "Resend is down", statusCode: 500 });
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      if (key && byKey.has(key)) return reply(200, { id: byKey.get(key) });
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Omit<ResendMail, "id" | "idempotencyKey">;
      const id = randomUUID();
      if (key) byKey.set(key, id);
      mails.push({ ...body, id, idempotencyKey: key });
      reply(200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    mails,
    get requests() {
      return state.requests;
    },
    outage: (down) => void (state.down = down),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
