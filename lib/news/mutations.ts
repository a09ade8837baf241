import "server-only";
import { db } from "@/lib/db";
import { isMissingReference, isMissingRow } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/session";
import { recordAdminAction } from "@/lib/audit/log";
import { newsChanged } from "@/lib/cache/invalidate";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { normalizeImage } from "@/lib/images/normalize";
import { NEWS_LIMITS, newsImageFile, newsMessages, type ArticleInput } from "@/lib/news/schemas";
import { articleSelect, toArticleJson } from "@/lib/news/queries";
import type { NewsArticleJson, NewsLikeStatus } from "@/lib/news/types";
import { removeStoredFiles, storage } from "@/lib/storage";

function assertAdmin(actor: SessionUser): void {
  if (!actor.isAdmin) throw forbidden("Du har inte admin-behörighet", "NOT_ADMIN");
}

/** The image part of an upload form; a missing, empty or text part is the client's mistake. */
export async function readNewsImageForm(form: FormData): Promise<Uint8Array> {
  const file = form.get("image");
  if (file === null || file === "") throw badRequest(newsMessages.imageMissing, { image: newsMessages.imageMissing });
  if (typeof file === "string") throw badRequest(newsMessages.imageNotFile, { image: newsMessages.imageNotFile });
  if (file.size === 0) throw badRequest(newsMessages.imageMissing, { image: newsMessages.imageMissing });
  if (file.size > NEWS_LIMITS.imageMaxBytes) {
    throw new AppError({ code: "PAYLOAD_TOO_LARGE", message: newsMessages.imageTooLargeServer, fields: { image: newsMessages.imageTooLargeServer } });
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Admin only: stores a news image made safe by the report photos' pipeline (recognised by its bytes, metadata
 * stripped, re-encoded) and answers its address, which the article is then saved with.
 */
export async function uploadNewsImage({ actor, bytes }: { actor: SessionUser; bytes: Uint8Array }): Promise<{ imageUrl: string }> {
  assertAdmin(actor);
  const image = await normalizeImage(bytes, {
    maxBytes: NEWS_LIMITS.imageMaxBytes,
    maxPixels: NEWS_LIMITS.imageMaxPixels,
    messages: { tooLarge: newsMessages.imageTooLargeServer, format: newsMessages.imageFormat },
  });
  const fileName = await storage().save("news", image.bytes, image.ext);
  try {
    await recordAdminAction(db, { admin: actor, action: "upload_news_image", details: fileName });
  } catch (error) {
    await removeStoredFiles("news", [fileName]);
    throw error;
  }
  return { imageUrl: `/uploads/news/${fileName}` };
}

/** An article may only show an image that was uploaded here and is still stored. */
async function assertImageStored(imageUrl: string | null): Promise<void> {
  if (!imageUrl) return;
  const fileName = newsImageFile(imageUrl);
  const file = fileName ? await storage().open("news", fileName) : null;
  if (!file) throw badRequest(newsMessages.imageUrl, { image_url: newsMessages.imageUrl });
  await file.body.cancel().catch(() => {});
}

function articleData(input: ArticleInput) {
  return {
    title: input.title,
    content: input.content,
    published: input.published,
    imageUrl: input.image_url,
    imageFocus: input.image_focus,
  };
}

const statusWord = (published: boolean) => (published ? "publicerad" : "utkast");

/** Admin only: writes a new article (a draft unless published), logged in the same transaction. */
export async function createArticle({ actor, input }: { actor: SessionUser; input: ArticleInput }): Promise<NewsArticleJson> {
  assertAdmin(actor);
  await assertImageStored(input.image_url);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.newsArticle.create({
      data: { ...articleData(input), authorId: actor.id, publishedAt: input.published ? new Date() : null },
      select: articleSelect,
    });
    await recordAdminAction(tx, {
      admin: actor,
      action: "create_news",
      details: `Artikel #${created.id} "${created.title}" (${statusWord(created.published)})`,
    });
    return created;
  });
  newsChanged({ articleIds: [row.id] });
  return toArticleJson(row);
}

/**
 * Admin only: replaces an article's title, text, status and image. Publishing for the first time dates it; an
 * image replaced or removed is deleted from storage after the commit.
 */
export async function updateArticle({ actor, id, input }: { actor: SessionUser; id: number; input: ArticleInput }): Promise<NewsArticleJson> {
  assertAdmin(actor);
  await assertImageStored(input.image_url);
  const { row, oldImage } = await db.$transaction(async (tx) => {
    const existing = await tx.newsArticle.findUnique({ where: { id }, select: { published: true, publishedAt: true, imageUrl: true } });
    if (!existing) throw notFound(newsMessages.notFound);
    const updated = await tx.newsArticle.update({
      where: { id },
      data: { ...articleData(input), publishedAt: input.published && !existing.publishedAt ? new Date() : existing.publishedAt },
      select: articleSelect,
    });
    const change = existing.published === updated.published ? "" : `, ${statusWord(existing.published)} → ${statusWord(updated.published)}`;
    await recordAdminAction(tx, {
      admin: actor,
      action: "update_news",
      details: `Artikel #${updated.id} "${updated.title}"${change}`,
    });
    return { row: updated, oldImage: existing.imageUrl !== updated.imageUrl ? existing.imageUrl : null };
  }).catch((error: unknown) => {
    if (isMissingRow(error)) throw notFound(newsMessages.notFound);
    throw error;
  });
  newsChanged({ articleIds: [row.id] });
  await removeStoredFiles("news", [newsImageFile(oldImage)]);
  return toArticleJson(row);
}

/** Admin only: deletes an article; its likes go with it (cascade) and its image after the commit. */
export async function deleteArticle({ actor, id }: { actor: SessionUser; id: number }): Promise<{ id: number; title: string }> {
  assertAdmin(actor);
  const deleted = await db.$transaction(async (tx) => {
    const existing = await tx.newsArticle.findUnique({ where: { id }, select: { id: true, title: true, imageUrl: true } });
    if (!existing) throw notFound(newsMessages.notFound);
    const { count } = await tx.newsArticle.deleteMany({ where: { id } });
    if (count === 0) throw notFound(newsMessages.notFound);
    await recordAdminAction(tx, { admin: actor, action: "delete_news", details: `Artikel #${existing.id} "${existing.title}"` });
    return existing;
  });
  newsChanged({ articleIds: [deleted.id] });
  await removeStoredFiles("news", [newsImageFile(deleted.imageUrl)]);
  return { id: deleted.id, title: deleted.title };
}

/**
 * Likes a published article, or takes the like back, and answers the new state. Drafts cannot be liked (404).
 * The primary key (article, member) holds one like however two toggles race.
 */
export async function toggleNewsLike({ actor, newsId }: { actor: SessionUser; newsId: number }): Promise<NewsLikeStatus> {
  try {
    const status = await db.$transaction(async (tx) => {
      const article = await tx.newsArticle.findUnique({ where: { id: newsId }, select: { published: true } });
      if (!article?.published) throw notFound(newsMessages.notFound);
      const removed = await tx.newsLike.deleteMany({ where: { newsId, userId: actor.id } });
      if (removed.count === 0) {
        await tx.newsLike.createMany({ data: [{ newsId, userId: actor.id }], skipDuplicates: true });
      }
      const likeCount = await tx.newsLike.count({ where: { newsId } });
      return { liked: removed.count === 0, likeCount };
    });
    newsChanged({ articleIds: [newsId] });
    return status;
  } catch (error) {
    // The article (or the member) was deleted between the check and the insert.
    if (isMissingReference(error)) throw notFound(newsMessages.notFound);
    throw error;
  }
}
