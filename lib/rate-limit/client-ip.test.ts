import { describe, expect, it } from "vitest";
import { clientIp, normalizeIp, UNKNOWN_CLIENT } from "@/lib/rate-limit/client-ip";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientIp", () => {
  it("without a trusted proxy takes the connecting peer, the last entry, whatever the client claimed before it", () => {
    expect(clientIp(headers("203.0.113.5"), 0)).toBe("203.0.113.5");
    expect(clientIp(headers("1.1.1.1, 203.0.113.5"), 0)).toBe("203.0.113.5");
    expect(clientIp(headers("198.51.100.1"), 0)).not.toBe(clientIp(headers("198.51.100.2"), 0));
  });

  it("behind trusted proxies takes the address the outermost one saw", () => {
    // The client claimed "1.1.1.1"; nginx appended the client's address; the app saw nginx (10.0.0.2).
    expect(clientIp(headers("1.1.1.1, 203.0.113.5, 10.0.0.2"), 1)).toBe("203.0.113.5");
    expect(clientIp(headers("1.1.1.1, 203.0.113.5, 10.0.0.3, 10.0.0.2"), 2)).toBe("203.0.113.5");
    expect(clientIp(headers("203.0.113.5, 10.0.0.2"), 1)).toBe("203.0.113.5");
  });

  it("uses the first entry when the chain is shorter than the trusted proxies", () => {
    expect(clientIp(headers("10.0.0.2"), 1)).toBe("10.0.0.2");
    expect(clientIp(headers("203.0.113.5, 10.0.0.2"), 5)).toBe("203.0.113.5");
  });

  it("keys IPv6 clients by their /64", () => {
    expect(clientIp(headers("2001:db8:1:2::7"), 0)).toBe(clientIp(headers("2001:db8:1:2:ffff::1"), 0));
    expect(clientIp(headers("2001:db8:1:3::7"), 0)).not.toBe(clientIp(headers("2001:db8:1:2::7"), 0));
  });

  it("falls back to the unknown key for a missing or garbage header", () => {
    expect(clientIp(headers(), 0)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers(" , "), 1)).toBe(UNKNOWN_CLIENT);
    expect(clientIp(headers("not-an-ip"), 0)).toBe(UNKNOWN_CLIENT);
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
