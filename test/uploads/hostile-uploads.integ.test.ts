// The hostile upload suite (test/uploads/hostile-suite.ts) with uploads on the local disk.
import { vi } from "vitest";
import { hostileUploadSuite } from "@/test/uploads/hostile-suite";

const backend = await vi.hoisted(async () => (await import("@/test/upload-backends")).useUploadBackend("disk"));

hostileUploadSuite(backend);
