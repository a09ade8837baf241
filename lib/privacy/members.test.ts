import { describe, expect, it } from "vitest";
import {
  anonymousDisplayName,
  displayNameFor,
  mayDeleteReport,
  memberIdOfAnonymousName,
  publicDisplayName,
  revealsMember,
  seesMember,
} from "@/lib/privacy/members";

const hidden = { id: 7, username: "Hemlige", isAnonymous: true };
const open = { id: 8, username: "Öppen", isAnonymous: false };
const admin = { id: 1, isAdmin: true };
const other = { id: 2, isAdmin: false };

describe("the privacy policy for members", () => {
  it("names anonymous members by their padded id", () => {
    expect(anonymousDisplayName(7)).toBe("anonym#007");
    expect(anonymousDisplayName(1234)).toBe("anonym#1234");
    expect(publicDisplayName(hidden)).toBe("anonym#007");
    expect(publicDisplayName(open)).toBe("Öppen");
  });

  it("reads the id back only from a real anonymous name", () => {
    expect(memberIdOfAnonymousName("anonym#007")).toBe(7);
    expect(memberIdOfAnonymousName("anonym#1234")).toBe(1234);
    expect(memberIdOfAnonymousName("anonym#7")).toBeNull();
    expect(memberIdOfAnonymousName("xanonym#007")).toBeNull();
    expect(memberIdOfAnonymousName("Kalle")).toBeNull();
  });

  it("shows an anonymous member to themself and admins only", () => {
    expect(seesMember(null, 7)).toBe(false);
    expect(seesMember(other, 7)).toBe(false);
    expect(seesMember({ id: 7, isAdmin: false }, 7)).toBe(true);
    expect(seesMember(admin, 7)).toBe(true);
    expect(revealsMember(hidden, other)).toBe(false);
    expect(revealsMember(open, null)).toBe(true);
    expect(displayNameFor(hidden, null)).toBe("anonym#007");
    expect(displayNameFor(hidden, other)).toBe("anonym#007");
    expect(displayNameFor(hidden, { id: 7, isAdmin: false })).toBe("Hemlige");
    expect(displayNameFor(hidden, admin)).toBe("Hemlige");
  });

  it("lets the owner and admins delete a report, also an anonymous one", () => {
    const anonymousReport = { user_id: null, username: "anonym#007" };
    const openReport = { user_id: 8, username: "Öppen" };
    expect(mayDeleteReport(anonymousReport, { id: 7, isAdmin: false })).toBe(true);
    expect(mayDeleteReport(anonymousReport, other)).toBe(false);
    expect(mayDeleteReport(anonymousReport, null)).toBe(false);
    expect(mayDeleteReport(openReport, { id: 8, isAdmin: false })).toBe(true);
    expect(mayDeleteReport(openReport, admin)).toBe(true);
    expect(mayDeleteReport(openReport, other)).toBe(false);
  });
});
