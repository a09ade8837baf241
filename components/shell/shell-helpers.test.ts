import { describe, expect, it } from "vitest";
import { isActivePath } from "@/components/shell/active-path";
import { badgeLabel, bellLabel } from "@/components/shell/notification-badge";
import { videoChannelHandle } from "@/components/shell/video-channel";

describe("isActivePath", () => {
  it("treats / and /home as home", () => {
    expect(isActivePath("/", "/home")).toBe(true);
    expect(isActivePath("/home", "/home")).toBe(true);
    expect(isActivePath("/home/", "/home")).toBe(true);
    expect(isActivePath("/reports", "/home")).toBe(false);
  });

  it("marks an entry current on its own path and below it, not on look-alikes", () => {
    expect(isActivePath("/reports", "/reports")).toBe(true);
    expect(isActivePath("/friends/", "/friends")).toBe(true);
    expect(isActivePath("/news/12", "/news")).toBe(true);
    expect(isActivePath("/newsletter", "/news")).toBe(false);
    expect(isActivePath("/friend-requests", "/friends")).toBe(false);
    expect(isActivePath(null, "/news")).toBe(false);
  });
});

describe("the notification badge", () => {
  it("caps the number at 99+", () => {
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(99)).toBe("99");
    expect(badgeLabel(100)).toBe("99+");
  });

  it("says how many are unread in the bell's name", () => {
    expect(bellLabel(0)).toBe("Notifikationer");
    expect(bellLabel(1)).toBe("Notifikationer, 1 oläst");
    expect(bellLabel(4)).toBe("Notifikationer, 4 olästa");
  });
});

describe("videoChannelHandle", () => {
  it("finds the @handle in a channel address", () => {
    expect(videoChannelHandle("https://www.youtube.com/@fiskeganget")).toBe("@fiskeganget");
    expect(videoChannelHandle("https://www.youtube.com/@fiskeg%C3%A4nget/videos")).toBe("@fiskegänget");
  });

  it("falls back to host and path, or the text itself", () => {
    expect(videoChannelHandle("https://vimeo.com/fiskeganget")).toBe("vimeo.com/fiskeganget");
    expect(videoChannelHandle("https://www.example.com/")).toBe("example.com");
    expect(videoChannelHandle("inte en adress")).toBe("inte en adress");
  });
});
