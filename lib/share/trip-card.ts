// The share card of a public trip: the photo of its heaviest catch (or a drawn fish), the trip's name, how many
// catches, its days and place, the species and the biggest fish. Never a position and never a member's name: the
// card says what the trip's public page says to a visitor, and less.
import "server-only";
import { formatWeight } from "@/lib/reports/display";
import { drawCard, squarePhoto, type CardText } from "@/lib/share/draw";
import { catchCount } from "@/lib/species/display";
import type { TripCardJson } from "@/lib/trips/card";

const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/** "2026-06-05".."2026-06-07" → "5–7 juni 2026"; across months "30 maj – 2 juni 2026"; across years both in full. */
export function compactTripDays(startsOn: string, endsOn: string): string {
  const [y1, m1, d1] = startsOn.split("-").map(Number) as [number, number, number];
  const [y2, m2, d2] = endsOn.split("-").map(Number) as [number, number, number];
  const month = (m: number) => MONTHS[m - 1]!;
  if (startsOn === endsOn) return `${d1} ${month(m1)} ${y1}`;
  if (y1 !== y2) return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`;
  if (m1 !== m2) return `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y2}`;
  return `${d1}–${d2} ${month(m2)} ${y2}`;
}

/** Text cut to fit its place on the card (a trip's name may be 80 characters, its place 100). */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The card's text, as drawn; a test holds it to what a visitor may read. */
export function tripCardText(card: TripCardJson): CardText {
  const shown = card.species.slice(0, 3).map((s) => s.fish);
  const species = shown.length === 0 ? [] : [fit(`${shown.join(", ")}${card.species.length > shown.length ? " m.fl." : ""}`, 56)];
  const biggest = card.biggest ? [`Största: ${fit(card.biggest.fish, 24)} ${formatWeight(card.biggest.weight)}`] : [];
  return {
    heading: fit(card.name, 60),
    highlight: card.count === 0 ? "Inga fångster än" : catchCount(card.count),
    lines: [`${compactTripDays(card.starts_on, card.ends_on)} · ${fit(card.place, 36)}`, ...species, ...biggest],
  };
}

/** What the card draws, in order: its version in the page's og:image address and in the card cache's key. */
export function tripCardParts(card: TripCardJson): (string | number | null)[] {
  return [card.name, card.place, card.starts_on, card.ends_on, card.count, ...card.species.flatMap((s) => [s.fish, s.count]), card.biggest?.fish ?? null, card.biggest?.weight ?? null, card.photo];
}

export async function renderTripCard(card: TripCardJson): Promise<Buffer> {
  return drawCard({ photo: await squarePhoto("reports", card.photo), text: tripCardText(card) });
}
