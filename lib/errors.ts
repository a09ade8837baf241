// AppError and toErrorResponse: every error the API answers has the shape { error, code, fields? }.
import { $ZodError } from "zod/v4/core";
import "@/lib/validation/locale";

export type ErrorBody = { error: string; code: string; fields?: Record<string, string> };
/** Flags a client acts on besides the message, e.g. `expired: true` on an outdated consent link. */
export type ErrorExtras = Record<string, boolean | number | string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly extras?: ErrorExtras,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = "BAD_REQUEST") =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = "Du måste vara inloggad") => new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "Du har inte behörighet att göra detta", code = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message = "Hittades inte") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, "CONFLICT", message, fields);
export const payloadTooLarge = (message = "Filen är för stor") => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message = "Filformatet stöds inte") =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
export const tooManyRequests = (retryAfterSeconds: number, message = "För många försök. Vänta en stund och försök igen.") =>
  new AppError(429, "RATE_LIMITED", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

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
  return new AppError(400, "VALIDATION_ERROR", error.issues[0]?.message ?? "Ogiltiga uppgifter", zodFields(error));
}

export function toErrorResponse(error: unknown): Response {
  const appError =
    error instanceof AppError ? error : error instanceof $ZodError ? validationError(error) : null;
  if (appError) {
    const body: ErrorBody = { error: appError.message, code: appError.code };
    if (appError.fields) body.fields = appError.fields;
    return Response.json({ ...appError.extras, ...body }, { status: appError.status, headers: appError.headers });
  }
  console.error("Unexpected error", error);
  const body: ErrorBody = { error: "Något gick fel. Försök igen senare.", code: "INTERNAL_ERROR" };
  return Response.json(body, { status: 500 });
}
