import { describe, expect, it } from "vitest";
import { exportAddress } from "@/lib/logbook-export/schemas";
import { logbookFilterQuery, readLogbookForm } from "@/lib/logbook-export/filters";

describe("the logbook's form", () => {
  it("reads only its own fields, names blank ones, and takes a repeated field's last value", () => {
    const read = readLogbookForm({ species: "Gös", from: "", place: "Mälaren", has_position: ["no", "yes"], page: "2" });
    expect(read.values).toEqual({ species: "Gös", has_position: "yes" });
    expect(read.blank).toEqual(["from"]);
    expect(read.filter).toMatchObject({ species: "gös", has_position: "yes" });
    expect(read.filter!.place).toBeUndefined();
  });

  it("gives each wrong field its message and no filter", () => {
    const read = readLogbookForm({ from: "igår", has_position: "kanske" });
    expect(read.filter).toBeNull();
    expect(read.errors).toEqual({ from: "Ange ett giltigt från-datum (ÅÅÅÅ-MM-DD)", has_position: "Välj med eller utan position" });
  });

  it("makes the export's address from the filter in one fixed order", () => {
    const { filter } = readLogbookForm({ has_photo: "no", to: "2026-06-30", species: "Gädda" });
    expect(logbookFilterQuery(filter!)).toBe("species=g%C3%A4dda&to=2026-06-30&has_photo=no");
    expect(exportAddress("csv", filter!)).toBe("/api/profile/catches/export?format=csv&species=g%C3%A4dda&to=2026-06-30&has_photo=no");
    expect(exportAddress("gpx", readLogbookForm({}).filter!)).toBe("/api/profile/catches/export?format=gpx");
  });
});
