// POST /api/unsubscribe/{token} – one-click unsubscribe (RFC 8058) from one kind of e-mail; no login, the signed
// token is the proof, so a mail program may post it from anywhere
import { route } from "@/lib/http";
import { notFound } from "@/lib/errors";
import { unsubscribeByToken } from "@/lib/delivery/unsubscribe";

export const POST = route<{ token: string }>(
  async ({ params }) => {
    const done = await unsubscribeByToken(params.token);
    if (!done) throw notFound("Länken för att avsluta mejlen är ogiltig");
    return Response.json({ message: `Du får inte längre mejl om ${done.label.toLowerCase()}`, kind: done.kind });
  },
  // No rate limit: big mail providers post many members' one-clicks from few addresses, and a token cannot be guessed.
  { signed: true },
);
