import { describe, expect, it } from "vitest";
import { formFields } from "./bare-writes.mjs";
import { reportBody } from "./posting.mjs";

describe("the bare server's form", () => {
  it("reads back every field of the multipart body the bench posts", () => {
    const fields = { fish: "Gädda", weight: "0,5", length: "30", location: "Bänksjön", date: "2026-06-01", latitude: "59.55" };
    const { body, contentType } = reportBody(fields);
    expect(formFields(body, contentType)).toEqual(fields);
  });

  it("reads a JSON body too", () => {
    expect(formFields(JSON.stringify({ body: "Snygg fisk!" }), "application/json")).toEqual({ body: "Snygg fisk!" });
  });
});
