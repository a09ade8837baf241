// From a thrown error to the one answer shape { error, code, fields? } with the status its code implies. Server
// side: it loads zod's Swedish locale, which every handler's validation answer goes through.
import { $ZodError } from "zod/v4/core";
import "@/lib/validation/locale";
import { AppError, type ErrorBody } from "@/lib/errors";

/** Field name → first message, from a zod error. */
export function zodFields(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: $ZodError): AppError {
  return new AppError({ code: "VALIDATION_ERROR", message: error.issues[0]?.message ?? "Ogiltiga uppgifter", fields: zodFields(error) });
}

export function toErrorResponse(error: unknown): Response {
  const appError = error instanceof AppError ? error : error instanceof $ZodError ? validationError(error) : null;
  if (appError) {
    const body: ErrorBody = { error: appError.message, code: appError.code };
    if (appError.fields) body.fields = appError.fields;
    return Response.json({ ...appError.extras, ...body }, { status: appError.status, headers: appError.headers });
  }
  console.error("Unexpected error", error);
  const body: ErrorBody = { error: "Något gick fel. Försök igen senare.", code: "INTERNAL_ERROR" };
  return Response.json(body, { status: 500 });
}
