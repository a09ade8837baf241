// The logbook's catches with a position as GPX 1.1 waypoints: one <wpt> per catch, at the owner's own exact point.
import { catchInstant } from "@/lib/conditions/catch-time";
import { decimalComma, type ExportRow } from "@/lib/logbook-export/cells";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
// Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, " ").replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** The document's start, up to and including its metadata. */
export function gpxStart(createdAt: Date): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<gpx version="1.1" creator="Fiskegänget" xmlns="http://www.topografix.com/GPX/1/1" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n` +
    `  <metadata>\n    <name>Mina fångster på Fiskegänget</name>\n    <time>${createdAt.toISOString()}</time>\n  </metadata>\n`
  );
}

export const GPX_END = "</gpx>\n";

/**
 * One catch as a waypoint, or "" when it has no position. The time is the catch's instant in UTC (noon Swedish
 * time when only the day is known); the name says species and weight; the link leads back to the report.
 */
export function gpxWaypoint(row: ExportRow, link: string): string {
  if (row.latitude === null || row.longitude === null) return "";
  const time = catchInstant(row.fishingDate, row.catchTime).toISOString().replace(/\.000Z$/, "Z");
  const details = [
    `${row.fishingDate}${row.catchTime ? ` ${row.catchTime}` : ""}`,
    `Längd ${decimalComma(row.length)} cm`,
    row.location,
    row.bait ? `Bete: ${row.bait}` : null,
    row.method ? `Metod: ${row.method}` : null,
    row.released ? "Återutsatt" : null,
    row.notes,
  ].filter((part): part is string => Boolean(part));
  return (
    `  <wpt lat="${row.latitude}" lon="${row.longitude}">\n` +
    `    <time>${time}</time>\n` +
    `    <name>${escapeXml(`${row.fish} ${decimalComma(row.weight)} kg`)}</name>\n` +
    `    <desc>${escapeXml(details.join(". "))}</desc>\n` +
    `    <link href="${escapeXml(link)}"><text>Fångstrapporten på Fiskegänget</text></link>\n` +
    `  </wpt>\n`
  );
}
