// A real S3-compatible server for tests: s3rver on a free port, its objects in a fresh temporary folder.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Settings } from "@/lib/env";

// s3rver accepts only its own fixed key pair.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type TestS3 = {
  settings: S3Settings;
  /** The variables that point the app at this server, as an app server would be started with them. */
  env: Record<string, string>;
  client: S3Client;
  /** Keys under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes and Content-Type, or null if it does not exist. */
  object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  put(key: string, body: string | Uint8Array): Promise<void>;
  /** Deletes every object in the bucket. */
  clear(): Promise<void>;
  /** Closes the server and removes its folder; again is a no-op. */
  stop(): Promise<void>;
};

export async function startS3(bucket = "fiskeganget-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "fg-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let stopped = false;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "eu-north-1",
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  const test: TestS3 = {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    client,
    async keys(prefix = "") {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((item) => item.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async object(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: Buffer.from(await got.Body!.transformToByteArray()), contentType: head.ContentType };
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async clear() {
      const keys = await test.keys();
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
  return test;
}
