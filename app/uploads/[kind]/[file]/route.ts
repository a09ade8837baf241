// GET /uploads/{kind}/{file} – serves a stored image. Public and without a session lookup: images are not secret,
// and their random names are only known from the pages that show them.
import { toErrorResponse } from "@/lib/error-response";
import { notFound } from "@/lib/errors";
import { contentTypeFor, isUploadKind, storage } from "@/lib/storage";

export async function GET(_req: Request, { params }: { params: Promise<{ kind: string; file: string }> }) {
  try {
    const { kind, file } = await params;
    const contentType = contentTypeFor(file);
    const stored = contentType && isUploadKind(kind) ? await storage().open(kind, file) : null;
    if (!contentType || !stored) throw notFound("Bilden hittades inte");
    return new Response(stored.body, {
      headers: {
        "Content-Type": contentType,
        "Content-Length": String(stored.size),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "public, max-age=31536000, immutable",
        // Nothing stored here should ever run as a page, even if a browser were talked into rendering it.
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
