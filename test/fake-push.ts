// A push service as RFC 8030/8292/8291 describe it, for tests and the delivery bench: it refuses a request whose
// VAPID JWT is not signed by the server's key for this audience, decrypts the payload with the device's private
// key, and answers 201, or what a test told it to (410 gone, 503 down).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type FakeDevice = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
export type ReceivedPush = { deviceId: string; payload: unknown; topic: string | null; ttl: string | null };

const b64url = (data: string) => Buffer.from(data, "base64url");

/** Whether `authorization` ("vapid t=<jwt>, k=<key>") is a valid VAPID signature by `publicKey` for `audience`. */
export function checkVapid(authorization: string | undefined, publicKey: string, audience: string, now = Date.now()): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return "no vapid authorization";
  const [, jwt, key] = match;
  if (key !== publicKey) return "unknown key";
  const [header, claims, signature] = jwt!.split(".") as [string, string, string];
  const head = JSON.parse(b64url(header).toString()) as { alg?: string };
  if (head.alg !== "ES256") return "not ES256";
  const body = JSON.parse(b64url(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `wrong audience ${body.aud}`;
  if (!body.exp || body.exp * 1000 < now || body.exp * 1000 > now + 24 * 3600 * 1000 + 60_000) return "bad expiry";
  if (!/^(mailto:|https:)/.test(body.sub ?? "")) return "bad subject";
  const point = b64url(publicKey);
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") };
  const ok = verify("sha256", Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" }, b64url(signature));
  return ok ? null : "bad signature";
}

export type FakePushService = {
  url: string;
  received: ReceivedPush[];
  refused: string[];
  /** A new device (a browser's subscription) at this service. */
  device(): FakeDevice;
  /** What the service answers for one device from now on (201 unless set). */
  answer(deviceId: string, status: number): void;
  /** Every device answers this (e.g. 503 while "down"); null for normal. */
  outage(status: number | null): void;
  close(): Promise<void>;
};

export async function startFakePushService({ vapidPublicKey }: { vapidPublicKey: string }): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let down: number | null = null;
  let origin = "";

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const deviceId = (req.url ?? "").split("/").pop() ?? "";
      const device = keys.get(deviceId);
      const finish = (status: number) => {
        res.writeHead(status);
        res.end();
      };
      if (down !== null) return finish(down);
      if (!device) return finish(404);
      const problem = checkVapid(req.headers.authorization, vapidPublicKey, origin);
      if (problem) {
        refused.push(problem);
        return finish(403);
      }
      const status = answers.get(deviceId) ?? 201;
      if (status >= 300) return finish(status);
      if (req.headers["content-encoding"] !== "aes128gcm") {
        refused.push("not aes128gcm");
        return finish(400);
      }
      const plain = decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth });
      received.push({ deviceId, payload: JSON.parse(plain.toString("utf8")), topic: (req.headers.topic as string) ?? null, ttl: (req.headers.ttl as string) ?? null });
      finish(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    refused,
    device() {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
    },
    answer: (deviceId, status) => void answers.set(deviceId, status),
    outage: (status) => void (down = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
