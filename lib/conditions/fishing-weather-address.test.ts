import { describe, expect, it } from "vitest";
import { ALL, keptFishingWeatherPage } from "./fishing-weather-address.mjs";

const kept = (query: string) => keptFishingWeatherPage(new URLSearchParams(query));

describe("the kept page for a /fiskevader address", () => {
  it("is one per town and species, with the default place and every species as 'alla'", () => {
    expect(kept("")).toBe(`/fiskevader/vy/${ALL}/${ALL}`);
    expect(kept("plats=kiruna")).toBe("/fiskevader/vy/kiruna/alla");
    expect(kept("art=gadda")).toBe("/fiskevader/vy/alla/gadda");
    expect(kept("art=gadda&plats=kiruna")).toBe("/fiskevader/vy/kiruna/gadda");
    // The form's 'Alla arter' sends a blank species.
    expect(kept("plats=kiruna&art=")).toBe("/fiskevader/vy/kiruna/alla");
  });

  it("is none for a position, another parameter, a repeated one or a value that is not a slug", () => {
    expect(kept("lat=66,39&lon=23,66")).toBeNull();
    expect(kept("plats=kiruna&utm_source=x")).toBeNull();
    expect(kept("plats=kiruna&plats=lulea")).toBeNull();
    expect(kept("plats=../admin")).toBeNull();
    expect(kept("art=G%C3%A4dda")).toBeNull();
    expect(kept(`art=${"a".repeat(41)}`)).toBeNull();
  });
});
