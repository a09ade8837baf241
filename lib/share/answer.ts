// How a card route answers: the JPEG, kept by browsers for five minutes (the page names each version by its own
// address), or a plain 404.
export function cardResponse(card: Buffer | null, missing: string): Response {
  if (!card) return new Response(missing, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(card), {
    headers: { "content-type": "image/jpeg", "content-length": String(card.length), "cache-control": "public, max-age=300" },
  });
}
