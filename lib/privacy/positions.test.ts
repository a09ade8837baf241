import { describe, expect, it } from "vitest";
import { positionAudience, positionFor, publicPosition, type StoredPosition } from "@/lib/privacy/positions";

const at = (precision: StoredPosition["precision"]): StoredPosition => ({
  latitude: 59.123456,
  longitude: 17.654321,
  cellLatitude: 59.1,
  cellLongitude: 17.6,
  precision,
});
const exact = (precision: StoredPosition["precision"]) => ({ latitude: 59.123456, longitude: 17.654321, precision, exact: true });
const area = { latitude: 59.1, longitude: 17.6, precision: "area", exact: false };

describe("who sees a catch's position", () => {
  it.each([
    ["friends", "owner", exact("friends")],
    ["friends", "friend", exact("friends")],
    ["friends", "other", area],
    ["friends", "public", area],
    ["area", "owner", exact("area")],
    ["area", "friend", area],
    ["area", "other", area],
    ["area", "public", area],
    ["hidden", "owner", exact("hidden")],
    ["hidden", "friend", null],
    ["hidden", "other", null],
    ["hidden", "public", null],
  ] as const)("%s, seen by %s", (precision, audience, expected) => {
    expect(positionFor(at(precision), audience)).toEqual(expected);
  });

  it("treats admins as any other member and visitors as the public", () => {
    expect(positionAudience(7, { id: 1 }, false)).toBe("other");
    expect(positionAudience(7, { id: 7 }, false)).toBe("owner");
    expect(positionAudience(7, { id: 2 }, true)).toBe("friend");
    expect(positionAudience(7, null, false)).toBe("public");
  });

  it("gives the public the area or nothing", () => {
    expect(publicPosition({ cellLatitude: 59.1, cellLongitude: 17.6, precision: "friends" })).toEqual(area);
    expect(publicPosition({ cellLatitude: 59.1, cellLongitude: 17.6, precision: "hidden" })).toBeNull();
    expect(positionFor(null, "owner")).toBeNull();
  });
});
