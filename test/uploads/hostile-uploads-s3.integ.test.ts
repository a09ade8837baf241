// The hostile upload suite (test/uploads/hostile-suite.ts) with uploads in an S3 bucket (s3rver).
import { vi } from "vitest";
import { hostileUploadSuite } from "@/test/uploads/hostile-suite";

const backend = await vi.hoisted(async () => (await import("@/test/upload-backends")).useUploadBackend("s3"));

hostileUploadSuite(backend);
