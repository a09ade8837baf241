// The news form and the list query: the admin's editor (react-hook-form) and the handlers validate with these.
import { z } from "zod/mini";
import { jsonFlag } from "@/lib/validation/fields";
import { IMAGE_FOCUSES, NEWS_IMAGE_PATH, NEWS_LIMITS, newsMessages } from "@/lib/news/messages";

export * from "@/lib/news/messages";

// Postgres refuses NUL, and control characters (other than line breaks and tabs) have no place in an article.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const title = z.pipe(
  z.pipe(
    z.string({ error: newsMessages.titleRequired }),
    z.transform((value) => value.replace(CONTROL_CHARS, "").replace(/\s+/g, " ").trim()),
  ),
  z.string().check(z.minLength(1, newsMessages.titleRequired), z.maxLength(NEWS_LIMITS.titleMax, newsMessages.titleMax)),
);

const content = z.pipe(
  z.pipe(
    z.string({ error: newsMessages.contentRequired }),
    z.transform((value) => value.replace(CONTROL_CHARS, "").replace(/\r\n?/g, "\n").trim()),
  ),
  z.string().check(z.minLength(1, newsMessages.contentRequired), z.maxLength(NEWS_LIMITS.contentMax, newsMessages.contentMax)),
);

/** An address POST /api/news/upload-image answered, or nothing (blank and null mean no image). */
const imageUrl = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: newsMessages.imageUrl })),
    z.transform((value) => (value ?? "").trim() || null),
  ),
  z.nullable(z.string().check(z.regex(NEWS_IMAGE_PATH, newsMessages.imageUrl))),
);

/** POST /api/news and PUT /api/news/{id}: {title, content, published, image_url, image_focus}. */
export const articleInputSchema = z.object({
  title,
  content,
  published: z._default(jsonFlag(newsMessages.published), false),
  image_url: imageUrl,
  image_focus: z._default(z.enum(IMAGE_FOCUSES, { error: newsMessages.imageFocus }), "center"),
});

export type ArticleFormValues = z.input<typeof articleInputSchema>;
export type ArticleInput = z.output<typeof articleInputSchema>;

const blankToUndefined = (value: unknown): unknown => (value === "" || value === null ? undefined : value);

/** GET /api/news?page= */
export const newsListQuerySchema = z.object({
  page: z.pipe(
    z.transform(blankToUndefined),
    z._default(
      z.coerce.number({ error: newsMessages.page }).check(z.int(newsMessages.page), z.minimum(1, newsMessages.page), z.maximum(100_000, newsMessages.page)),
      1,
    ),
  ),
});
