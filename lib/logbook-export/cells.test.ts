import { describe, expect, it } from "vitest";
import { csvField, exportDisposition, neutralise, xlsxValue } from "@/lib/logbook-export/cells";
import { escapeXml } from "@/lib/logbook-export/gpx";

describe("the export's cells", () => {
  it("neutralises text a spreadsheet would read as a formula, and only that", () => {
    for (const text of ["=1+1", "+46701234567", "-mask", "@spinn", "\tflik", "\rvagn"]) expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ["Gädda", "1+1", "e-post", "", "'redan"]) expect(neutralise(text)).toBe(text);
  });

  it("writes numbers with a decimal comma and never prefixes them, a negative one included", () => {
    expect(csvField({ number: "-0.123456" })).toBe("-0,123456");
    expect(csvField({ number: "9.40" })).toBe("9,40");
    expect(xlsxValue({ number: "-12.5" })).toBe(-12.5);
    expect(xlsxValue({ text: "-12.5" })).toBe("'-12.5");
  });

  it("quotes a field per RFC 4180 when it holds ';', a quote or a line break", () => {
    expect(csvField({ text: "Vänern; norra" })).toBe('"Vänern; norra"');
    expect(csvField({ text: 'Sa "hej"' })).toBe('"Sa ""hej"""');
    expect(csvField({ text: "rad ett\r\nrad två" })).toBe('"rad ett\r\nrad två"');
    expect(csvField({ text: "=A1;B1" })).toBe(`"'=A1;B1"`);
    expect(csvField(null)).toBe("");
  });

  it("names the file in ASCII with the Swedish name as RFC 6266's filename*", () => {
    expect(exportDisposition("gpx", "2026-11-28")).toBe(
      `attachment; filename="fiskeganget-fangster-2026-11-28.gpx"; filename*=UTF-8''fiskeg%C3%A4nget-f%C3%A5ngster-2026-11-28.gpx`,
    );
  });

  it("escapes XML and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos; ");
  });
});
