import { describe, expect, it } from "vitest";
import { clientIp, normalizeIp, UNKNOWN_CLIENT } from "@/lib/rate-limit/client-ip";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted", () => {
    expect(clientIp(headers("203.0.113.5"), 0)).toBe(UNKNOWN_CLIENT);
  });

  it("takes the address the trusted proxy saw, not what the client claimed", () => {
    // The client sent "1.1.1.1" itself; our one proxy appended the real peer address.
    expect(clientIp(headers("1.1.1.1, 203.0.113.5"), 1)).toBe("203.0.113.5");
    expect(clientIp(headers("1.1.1.1, 203.0.113.5, 10.0.0.2"), 2)).toBe("203.0.113.5");
  });

  it("falls back to the shared key for a missing or garbage header", () => {
    expect(clientIp(headers(), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers("not-an-ip"), 1)).toBe(UNKNOWN_CLIENT);
  });
});

describe("normalizeIp", () => {
  it("groups IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(normalizeIp("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(normalizeIp("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:0db8:0001:0002::/64");
    expect(normalizeIp("::ffff:192.0.2.4")).toBe("192.0.2.4");
    expect(normalizeIp("[2001:db8::1]")).toBe("2001:0db8:0000:0000::/64");
    expect(normalizeIp("192.0.2.4")).toBe("192.0.2.4");
    expect(normalizeIp("999.1.1.1")).toBeNull();
  });
});
