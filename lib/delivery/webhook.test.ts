import { describe, expect, it } from "vitest";
import { svixSignature, verifySvix } from "@/lib/delivery/webhook";

const secret = `whsec_${Buffer.from("a webhook secret of some length").toString("base64")}`;
const body = JSON.stringify({ type: "email.bounced", data: { to: ["a@example.se"] } });
const now = new Date("2026-11-26T12:00:00Z");
const stamp = String(now.getTime() / 1000);

function headers(signature: string, timestamp = stamp, id = "msg_1") {
  return new Headers({ "svix-id": id, "svix-timestamp": timestamp, "svix-signature": signature });
}

describe("verifySvix", () => {
  it("accepts Resend's signature, also among others while a key is rotated", () => {
    const good = svixSignature(secret, "msg_1", stamp, body);
    expect(verifySvix(headers(good), body, { secret, now })).toBe(true);
    expect(verifySvix(headers(`v1,b2xk ${good}`), body, { secret, now })).toBe(true);
  });

  it("refuses a changed body, another id, another key, an old or future timestamp, and no secret", () => {
    const good = svixSignature(secret, "msg_1", stamp, body);
    expect(verifySvix(headers(good), body.replace("bounced", "delivered"), { secret, now })).toBe(false);
    expect(verifySvix(headers(good, stamp, "msg_2"), body, { secret, now })).toBe(false);
    expect(verifySvix(headers(svixSignature(`whsec_${Buffer.from("other").toString("base64")}`, "msg_1", stamp, body)), body, { secret, now })).toBe(false);
    const old = String(now.getTime() / 1000 - 6 * 60);
    expect(verifySvix(headers(svixSignature(secret, "msg_1", old, body), old), body, { secret, now })).toBe(false);
    const future = String(now.getTime() / 1000 + 6 * 60);
    expect(verifySvix(headers(svixSignature(secret, "msg_1", future, body), future), body, { secret, now })).toBe(false);
    expect(verifySvix(headers(good), body, { secret: "", now })).toBe(false);
  });
});
