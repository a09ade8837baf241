import { describe, expect, it } from "vitest";
import { readEnv } from "@/lib/env";

const base = { DATABASE_URL: "postgresql://localhost/test" };
const bucket = {
  S3_BUCKET: "fiskeganget",
  S3_REGION: "eu-north-1",
  S3_ACCESS_KEY_ID: "nyckel",
  S3_SECRET_ACCESS_KEY: "hemlighet",
};

describe("S3 settings", () => {
  it("keeps uploads on the local disk when no S3 variable is set", () => {
    expect(readEnv(base).s3).toBeNull();
  });

  it("uses the bucket when all of it is set, path-style only when asked", () => {
    expect(readEnv({ ...base, ...bucket }).s3).toEqual({
      endpoint: undefined,
      bucket: "fiskeganget",
      region: "eu-north-1",
      accessKeyId: "nyckel",
      secretAccessKey: "hemlighet",
      forcePathStyle: false,
    });
    const minio = readEnv({ ...base, ...bucket, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" }).s3;
    expect(minio).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  });

  it.each(["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_BUCKET"] as const)("refuses to start with %s missing, naming it", (name) => {
    const { [name]: _left, ...rest } = bucket;
    expect(() => readEnv({ ...base, ...rest })).toThrow(new RegExp(`but ${name} missing`));
  });

  it("refuses an endpoint alone, and an endpoint that is no address", () => {
    expect(() => readEnv({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing/);
    expect(() => readEnv({ ...base, ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
