import { describe, expect, it } from "vitest";
import { relyingParty } from "@/lib/passkeys/config";

describe("the relying party, from SITE_URL", () => {
  it("is the site's host name and origin", () => {
    expect(relyingParty("https://fiskeganget.se")).toEqual({ id: "fiskeganget.se", origin: "https://fiskeganget.se", name: "Fiskegänget" });
    expect(relyingParty("https://www.fiskeganget.se:8443")).toMatchObject({ id: "www.fiskeganget.se", origin: "https://www.fiskeganget.se:8443" });
    expect(relyingParty("http://localhost:3000")).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
  });

  it("names the loopback address localhost, since browsers take no IP address as an RP id", () => {
    expect(relyingParty("http://127.0.0.1:3200")).toMatchObject({ id: "localhost", origin: "http://localhost:3200" });
    expect(relyingParty("http://[::1]:3000")).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
  });
});
