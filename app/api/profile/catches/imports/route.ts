// POST /api/profile/catches/imports – upload a spreadsheet of catches (multipart: file, a CSV or .xlsx): its columns,
// the site's guess of what they hold, and the first rows; GET – the member's latest started import, or null
import { AppError } from "@/lib/errors";
import { readForm, route } from "@/lib/http";
import { latestImport, uploadImport } from "@/lib/logbook-import/imports";
import { IMPORT_LIMITS, importMessages } from "@/lib/logbook-import/limits";

// The file plus room for multipart framing.
const MAX_FORM_BYTES = IMPORT_LIMITS.fileMaxBytes + 64 * 1024;

export const POST = route<Record<string, never>, "user">(
  async ({ req, user }) => {
    const form = await readForm(req, { maxBytes: MAX_FORM_BYTES, tooLargeMessage: importMessages.fileTooLarge });
    const file = form.get("file");
    if (file === null || typeof file === "string") {
      throw new AppError({ code: "VALIDATION_ERROR", message: importMessages.fileRequired, fields: { file: importMessages.fileRequired } });
    }
    const upload = await uploadImport(user, { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    return Response.json(upload, { status: 201 });
  },
  { auth: "user", rateLimit: "catchImport" },
);

export const GET = route<Record<string, never>, "user">(
  async ({ user }) => Response.json({ import: await latestImport(user) }, { headers: { "Cache-Control": "private, no-store" } }),
  { auth: "user" },
);
