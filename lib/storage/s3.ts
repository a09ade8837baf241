// FileStorage in an S3-compatible bucket (AWS S3, R2, MinIO, s3rver): objects under <kind>/<random name>.
import "server-only";
import { randomBytes } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { createOutageLog, type OutageLog } from "@/lib/log/outage-log";
import { contentTypeFor, isStoredFileName, isUploadKind, type UploadKind } from "@/lib/storage/names";
import type { FileStorage } from "@/lib/storage/types";

export const storageUnavailableMessage = "Bilderna går inte att nå just nu. Försök igen om en stund.";

const globalForBucket = globalThis as unknown as { bucketOutageLog?: OutageLog };
/** The bucket's calm log (one per process): a line when it stops answering, a count every 10 s, a line when back. */
const bucketLog: OutageLog = (globalForBucket.bucketOutageLog ??= createOutageLog());

/**
 * What the people see when the bucket cannot be reached or refuses us. A bucket that does not answer is an outage
 * for the calm log; one that answers with an error (keys, permissions, a missing bucket) is logged with its cause,
 * which never reaches the people.
 */
function unavailable(action: string, key: string, cause: unknown): AppError {
  if (cause instanceof S3ServiceException) console.error(`Object storage failed to ${action} ${key}`, cause);
  else {
    const failure = cause as { code?: unknown; name?: unknown } | null;
    const kind = typeof failure?.code === "string" ? failure.code : typeof failure?.name === "string" ? failure.name : "no answer";
    bucketLog.failed("bucket", kind);
  }
  return new AppError({ code: "STORAGE_UNAVAILABLE", message: storageUnavailableMessage, headers: { "Retry-After": "30" } });
}

/** A call the bucket answered: ends an outage the log had open. */
const answered = () => bucketLog.recovered("bucket");

function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Signature V4 already covers the payload's SHA-256; the extra CRC headers newer SDKs send by default are
    // refused by several S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable store must fail a request within seconds (and answer 503), not hold it open.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  });
}

export function createS3Storage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
  { listPageSize = 1000 }: { listPageSize?: number } = {},
): FileStorage {
  const Bucket = settings.bucket;

  function keyOf(kind: UploadKind, fileName: string): string | null {
    if (!isUploadKind(kind) || !isStoredFileName(fileName)) return null;
    return `${kind}/${fileName}`;
  }

  return {
    async save(kind, bytes, ext) {
      const fileName = `${randomBytes(16).toString("hex")}.${ext}`;
      const Key = keyOf(kind, fileName);
      const ContentType = contentTypeFor(fileName);
      if (!Key || !ContentType) throw new Error(`Refusing to store ${kind}/${fileName}`);
      try {
        // One PUT: the object appears whole or not at all, so a half-written image is never served.
        await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.byteLength, ContentType }));
        answered();
      } catch (error) {
        throw unavailable("store", Key, error);
      }
      return fileName;
    },

    async open(kind, fileName) {
      const Key = keyOf(kind, fileName);
      if (!Key) return null;
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key }));
        answered();
      } catch (error) {
        if (isMissingObject(error)) {
          answered();
          return null;
        }
        throw unavailable("read", Key, error);
      }
      if (!object.Body || object.ContentLength === undefined) {
        await object.Body?.transformToWebStream().cancel().catch(() => {});
        throw unavailable("read", Key, new Error("The object came without a body or a length"));
      }
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength };
    },

    async remove(kind, fileName) {
      const Key = keyOf(kind, fileName);
      if (!Key) return;
      try {
        // S3 answers a delete of a missing key with success, so a missing object is no error here either.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        answered();
      } catch (error) {
        if (isMissingObject(error)) return answered();
        throw unavailable("remove", Key, error);
      }
    },

    async *list(kind) {
      if (!isUploadKind(kind)) return;
      const Prefix = `${kind}/`;
      // ListObjects (v1) with a marker rather than v2's continuation token: every S3-compatible store has it, and
      // the next page starts after the last key we saw, a plain key rather than a token only the store can read.
      let Marker: string | undefined;
      for (;;) {
        let page;
        try {
          page = await client.send(new ListObjectsCommand({ Bucket, Prefix, Marker, MaxKeys: listPageSize }));
        } catch (error) {
          throw unavailable("list", Prefix, error);
        }
        const objects = page.Contents ?? [];
        for (const object of objects) {
          const fileName = object.Key?.slice(Prefix.length);
          if (fileName && object.LastModified && isStoredFileName(fileName)) yield { fileName, modifiedAt: object.LastModified };
        }
        const last = page.NextMarker ?? objects.at(-1)?.Key;
        if (!page.IsTruncated || !last) return;
        Marker = last;
      }
    },

    async check() {
      // HEAD on the bucket: one cheap request that needs the endpoint up and the keys accepted.
      await client.send(new HeadBucketCommand({ Bucket }));
      answered();
    },
  };
}
