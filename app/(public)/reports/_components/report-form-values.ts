// The report form's values: empty for a new catch, a stored report's or a phone-kept catch's as the form shows them
// (decimals with a comma, as a Swedish angler types them), the fields the queue keeps, and the server's messages.
import { localIsoDate } from "@/lib/reports/display";
import type { ReportFormValues, ReportInput } from "@/lib/reports/schemas";
import type { PublicReport } from "@/lib/reports/types";
import type { CatchFields, QueuedCatch } from "@/lib/offline/catch-queue";

export const FORM_FIELDS = ["fish", "weight", "length", "location", "date", "catch_time", "bait", "method", "notes", "latitude", "longitude", "position_precision", "trip_id"] as const;

export type ErrorBody = { error?: unknown; fields?: unknown };

/** A catch saved on the phone, as the form shows it (one saved before positions existed has none). */
export function queuedValues(record: QueuedCatch): ReportFormValues {
  const decimal = (value: string) => value.replace(".", ",");
  const { latitude = "", longitude = "", position_precision = "area", catch_time = "", trip_id = "", ...fields } = record.fields;
  return {
    ...fields,
    weight: decimal(fields.weight),
    length: decimal(fields.length),
    latitude: decimal(latitude),
    longitude: decimal(longitude),
    position_precision,
    catch_time,
    trip_id,
  };
}

/** The checked values as the phone's queue keeps them. */
export function catchFields(values: ReportInput): CatchFields {
  return {
    fish: values.fish,
    weight: values.weight,
    length: values.length,
    location: values.location,
    date: values.date,
    catch_time: values.catch_time ?? "",
    bait: values.bait ?? "",
    method: values.method ?? "",
    notes: values.notes ?? "",
    released: values.released,
    latitude: values.latitude != null ? String(values.latitude) : "",
    longitude: values.longitude != null ? String(values.longitude) : "",
    position_precision: values.position_precision ?? "",
    trip_id: values.trip_id ? String(values.trip_id) : "",
  };
}

export function emptyValues(): ReportFormValues {
  return {
    fish: "",
    weight: "",
    length: "",
    location: "",
    date: localIsoDate(),
    catch_time: "",
    bait: "",
    method: "",
    notes: "",
    released: false,
    latitude: "",
    longitude: "",
    position_precision: "area",
    trip_id: "",
  };
}

/**
 * A stored report as the form shows it. The position is shown only when this is the owner's own view of it (the
 * exact point); an area's centre is never put in the fields, where saving would move the catch to it.
 */
export function valuesOf(report: PublicReport): ReportFormValues {
  const decimal = (value: string) => String(Number(value)).replace(".", ",");
  const own = report.position?.exact ? report.position : null;
  return {
    latitude: own ? String(own.latitude).replace(".", ",") : "",
    longitude: own ? String(own.longitude).replace(".", ",") : "",
    position_precision: own?.precision ?? "",
    fish: report.fish,
    weight: decimal(report.weight),
    length: decimal(report.length),
    location: report.location,
    date: report.fishing_date,
    catch_time: report.catch_time ?? "",
    bait: report.bait ?? "",
    method: report.method ?? "",
    notes: report.notes ?? "",
    released: report.released,
  };
}

/** Said beside a temporary failure, so the member knows the catch they typed is still there to send again. */
const KEPT = "Det du skrev finns kvar – skicka igen om en stund.";

export function serverMessage(status: number, body: ErrorBody | null): string {
  if (status === 503) return `${typeof body?.error === "string" && body.error ? body.error : "Tjänsten är tillfälligt otillgänglig."} ${KEPT}`;
  if (typeof body?.error === "string" && body.error) return body.error;
  if (status === 413) return "Bilden är för stor för servern.";
  if (status === 415) return "Bildformat stöds inte.";
  return `Något gick fel vid sparande: ${status ? `servern svarade ${status}` : "okänt fel"}`;
}

/** The form's values as the API takes them: a correction sends the optional texts even when emptied, to clear them. */
export function reportBody(values: ReportInput, editing: boolean): FormData {
  const body = new FormData();
  body.set("fish", values.fish);
  body.set("weight", values.weight);
  body.set("length", values.length);
  body.set("location", values.location);
  body.set("date", values.date);
  // A correction sends the time even when emptied, to clear it; a new catch without one leaves it out.
  if (values.catch_time || editing) body.set("catch_time", values.catch_time ?? "");
  if (values.bait || editing) body.set("bait", values.bait ?? "");
  if (values.method || editing) body.set("method", values.method ?? "");
  if (values.notes || editing) body.set("notes", values.notes ?? "");
  body.set("released", values.released ? "1" : "0");
  // A correction with blank coordinates keeps the stored position; a new catch without them has none.
  if (values.latitude != null && values.longitude != null) {
    body.set("latitude", String(values.latitude));
    body.set("longitude", String(values.longitude));
  }
  if (values.position_precision) body.set("position_precision", values.position_precision);
  // Only a new catch joins a trip; a catch for no trip leaves the field out, as before trips existed.
  if (values.trip_id && !editing) body.set("trip_id", String(values.trip_id));
  return body;
}
