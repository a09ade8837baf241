// "Lägg till i kalendern": the trip as one all-day iCalendar event (RFC 5545), written by ical-generator, which
// escapes the text and folds long lines (docs/decisions/304-trip-pages-calendar-and-reminders.md).
import "server-only";
import ical, { ICalCalendarMethod } from "ical-generator";
import { addDays } from "@/lib/trips/messages";

export type CalendarTrip = { id: number; name: string; place: string; description: string; startsOn: string; endsOn: string };

/** The .ics text. DTEND of an all-day event is the day after the last (RFC 5545 §3.6.1). */
export function tripCalendar(trip: CalendarTrip, { siteUrl, now = new Date() }: { siteUrl: string; now?: Date }): string {
  const calendar = ical({ prodId: { company: "Fiskegänget", product: "Fisketurer", language: "SV" }, method: ICalCalendarMethod.PUBLISH });
  const url = new URL(`/turer/${trip.id}`, siteUrl).toString();
  calendar.createEvent({
    id: `trip-${trip.id}@${new URL(siteUrl).host}`,
    allDay: true,
    start: new Date(`${trip.startsOn}T00:00:00Z`),
    end: new Date(`${addDays(trip.endsOn, 1)}T00:00:00Z`),
    stamp: now,
    summary: trip.name,
    location: trip.place,
    description: trip.description ? `${trip.description}\n\n${url}` : url,
    url,
  });
  return calendar.toString();
}

/** A file name for the download: the trip's name in plain letters. */
export function calendarFileName(trip: { id: number; name: string }): string {
  const base = trip.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 50);
  return `fisketur-${trip.id}${base ? `-${base}` : ""}.ics`;
}
