import { readForm, route } from "@/lib/http";
import { readNewsImageForm, uploadNewsImage } from "@/lib/news/mutations";
import { NEWS_LIMITS, newsMessages } from "@/lib/news/schemas";

// The image plus room for the multipart framing.
const MAX_FORM_BYTES = NEWS_LIMITS.imageMaxBytes + 16 * 1024;

// POST /api/news/upload-image – store an article image (multipart field "image") and answer its imageUrl (admins)
export const POST = route(
  async ({ req, user }) => {
    const form = await readForm(req, { maxBytes: MAX_FORM_BYTES, tooLargeMessage: newsMessages.imageTooLargeServer });
    const bytes = await readNewsImageForm(form);
    return Response.json(await uploadNewsImage({ actor: user, bytes }), { status: 201 });
  },
  { auth: "admin", rateLimit: "newsImage" },
);
