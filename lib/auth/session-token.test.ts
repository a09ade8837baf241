import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

let token: typeof import("@/lib/auth/session-token");

beforeAll(async () => {
  vi.stubEnv("DATABASE_URL", "postgresql://unused@127.0.0.1/unused");
  vi.stubEnv("NEXTAUTH_SECRET", "unit-test-secret-0123456789abcdef0123456789");
  token = await import("@/lib/auth/session-token");
});

afterEach(() => vi.useRealTimers());

const claims = { uid: 7, name: "Gösta", adm: false, sid: "device-session-id" };

describe("decodeSession", () => {
  it("reads the same claims from a cookie every time it is asked", async () => {
    const raw = await token.encodeSession(claims);
    expect(await token.decodeSession(raw)).toEqual(claims);
    expect(await token.decodeSession(raw)).toEqual(claims);
  });

  it("refuses a cookie that was changed, and no cookie at all", async () => {
    const raw = await token.encodeSession(claims);
    const changed = raw.slice(0, -4) + (raw.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await token.decodeSession(changed)).toBeNull();
    expect(await token.decodeSession("")).toBeNull();
    expect(await token.decodeSession(undefined)).toBeNull();
  });

  it("refuses a cookie once it has expired, also one it has read before", async () => {
    const raw = await token.encodeSession({ ...claims, sid: "expiring" });
    expect(await token.decodeSession(raw)).toMatchObject({ sid: "expiring" });
    vi.useFakeTimers({ now: Date.now() + (token.SESSION_MAX_AGE + 60) * 1000 });
    expect(await token.decodeSession(raw)).toBeNull();
    expect(await token.decodeSession(raw)).toBeNull();
  });
});
