// Every error the API answers has the shape { error, code, fields? }, and every code has one HTTP status, listed
// here once. Browser-safe and free of imports: forms and the service worker compare codes through ERROR_CODE.
// Turning a thrown error into a response is lib/error-response.ts (server only).

/** Every code the API answers with, and the status it always comes with. */
export const ERROR_STATUS = {
  // 400: the request cannot be read or breaks a rule
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_FORM: 400,
  INVALID_CHARACTERS: 400,
  INVALID_CURSOR: 400,
  PARENTAL_CONSENT_REQUIRED: 400,
  FRIEND_SELF: 400,
  WRONG_PASSWORD: 400,
  // an admin's second factor: a code that is not right now, or one already used (lib/second-factor)
  WRONG_CODE: 400,
  // a passkey ceremony (lib/passkeys): no challenge under way (never asked, expired, already used), or a response
  // that does not verify (another origin or site, a bad signature, a counter gone backwards, an unknown key)
  PASSKEY_CHALLENGE: 400,
  PASSKEY_REFUSED: 400,
  // a mailed link (parental consent, password reset, e-mail change) that cannot be used: lib/auth/link-tokens.ts
  LINK_UNKNOWN: 400,
  LINK_EXPIRED: 400,
  LINK_USED: 400,
  // 401: no session
  UNAUTHORIZED: 401,
  // 403: known, and not allowed
  FORBIDDEN: 403,
  CROSS_ORIGIN: 403,
  ORIGIN_REQUIRED: 403,
  NOT_ADMIN: 403,
  // an admin whose session has not proved the second factor, or who has none set up yet
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  EMAIL_BLOCKED: 403,
  PARENT_EMAIL_BLOCKED: 403,
  CONSENT_PENDING: 403,
  ACCOUNT_SUSPENDED: 403,
  OWN_COMMENT: 403,
  OWN_REPORT: 403,
  SELF_ADMIN_REVOKE: 403,
  SELF_DELETE: 403,
  SELF_MODERATION: 403,
  // removing a passkey needs a login within the last minutes (lib/passkeys/removal.ts)
  REAUTHENTICATION_REQUIRED: 403,
  // 404, 409, 413, 415, 422, 429
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_FLAGGED: 409,
  EMAIL_UNAVAILABLE: 409,
  // the account's last passkey, when its password cannot be reset by e-mail (lib/passkeys/removal.ts)
  LAST_WAY_IN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  // 5xx: nobody's mistake in the request
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
/** The codes that come with one status, e.g. CodeWithStatus<403>. */
export type CodeWithStatus<S extends number> = { [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never }[ErrorCode];

/** Each code by name, so a comparison is checked by the compiler: `result.code === ERROR_CODE.EMAIL_BLOCKED`. */
export const ERROR_CODE = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

export type ErrorBody = { error: string; code: ErrorCode; fields?: Record<string, string> };
/** Flags a client acts on besides the message, e.g. `expired: true` on an outdated consent link. */
export type ErrorExtras = Record<string, boolean | number | string>;

export type AppErrorOptions = {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  extras?: ErrorExtras;
};

/** An error the client is answered with; its status follows from its code. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly extras?: ErrorExtras;

  constructor({ code, message, fields, headers, extras }: AppErrorOptions) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
    this.headers = headers;
    this.extras = extras;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code: CodeWithStatus<400> = "BAD_REQUEST") =>
  new AppError({ code, message, fields });
export const unauthorized = (message = "Du måste vara inloggad") => new AppError({ code: "UNAUTHORIZED", message });
export const forbidden = (message = "Du har inte behörighet att göra detta", code: CodeWithStatus<403> = "FORBIDDEN") =>
  new AppError({ code, message });
export const notFound = (message = "Hittades inte") => new AppError({ code: "NOT_FOUND", message });
export const conflict = (message: string, fields?: Record<string, string>) => new AppError({ code: "CONFLICT", message, fields });
export const payloadTooLarge = (message = "Filen är för stor") => new AppError({ code: "PAYLOAD_TOO_LARGE", message });
export const unsupportedMediaType = (message = "Filformatet stöds inte") =>
  new AppError({ code: "UNSUPPORTED_MEDIA_TYPE", message });
export const tooManyRequests = (retryAfterSeconds: number, message = "För många försök. Vänta en stund och försök igen.") =>
  new AppError({ code: "RATE_LIMITED", message, headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
