// How a card route answers: the JPEG, kept by browsers for five minutes (the page names each version by its own
// address), or the one error shape's 404. The routes run through route() (lib/http.ts), so a database outage is
// a 503 with Retry-After and a calm log line, never a 500.
import "server-only";
import { notFound } from "@/lib/errors";

export function cardResponse(card: Buffer | null, missing: string): Response {
  if (!card) throw notFound(missing);
  return new Response(new Uint8Array(card), {
    headers: { "content-type": "image/jpeg", "content-length": String(card.length), "cache-control": "public, max-age=300" },
  });
}
