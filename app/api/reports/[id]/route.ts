import { parseId, readForm, route } from "@/lib/http";
import { deleteReport, readReportForm } from "@/lib/reports/mutations";
import { REPORT_LIMITS, reportMessages } from "@/lib/reports/schemas";
import { readRemoveImage, reportEditMessages, updateReport } from "@/lib/reports/update";

// The photo plus room for the text fields and multipart framing, as for posting.
const MAX_FORM_BYTES = REPORT_LIMITS.imageMaxBytes + 64 * 1024;

// PUT /api/reports/{id} – correct a report (its owner or an admin): the fields of POST /api/reports, the photo
// kept unless a new one is sent or remove_image is 1
export const PUT = route<{ id: string }, "user">(
  async ({ req, params, user }) => {
    const id = parseId(params.id, reportEditMessages.notFound);
    const form = await readForm(req, { maxBytes: MAX_FORM_BYTES, tooLargeMessage: reportMessages.imageTooLarge });
    const { input, image } = await readReportForm(form);
    const remove = readRemoveImage(form);
    return Response.json(await updateReport({ actor: user, id, input, photo: { replaceWith: image, remove } }));
  },
  { auth: "user", rateLimit: "report" },
);

// DELETE /api/reports/{id} – delete a report and its photo (its owner or an admin)
export const DELETE = route<{ id: string }, "user">(
  async ({ params, user }) => {
    const deletedReport = await deleteReport({ actor: user, id: parseId(params.id, "Rapporten hittades inte") });
    return Response.json({ message: "Rapporten är borttagen", deletedReport });
  },
  { auth: "user" },
);
