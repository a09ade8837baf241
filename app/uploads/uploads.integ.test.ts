import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as serve } from "@/app/uploads/[kind]/[file]/route";
import { storage } from "@/lib/storage";
import { png } from "@/test/images";
import { expectServedImage } from "@/test/upload-backends";

const uploadDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fg-serve-uploads-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

let stored: string;
let bytes: Buffer;

beforeAll(async () => {
  bytes = await png(20, 10);
  stored = await storage().save("reports", bytes, "png");
  // Bait for path traversal: a file beside the upload folders and one outside UPLOAD_DIR.
  await writeFile(path.join(uploadDir, "secret.png"), "hemlig");
  await mkdir(path.join(uploadDir, "reports", "sub"), { recursive: true });
  await writeFile(path.join(uploadDir, "reports", "sub", "x.png"), "gömd");
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

function get(kind: string, file: string) {
  const req = new Request(`http://localhost:3000/uploads/${kind}/${file}`);
  return serve(req, { params: Promise.resolve({ kind, file }) });
}

describe("GET /uploads/{kind}/{file}", () => {
  it("serves a stored image with its fixed type, nosniff and a year-long immutable cache", async () => {
    expect(stored).toMatch(/^[0-9a-f]{32}\.png$/);
    await expectServedImage(await get("reports", stored), bytes, "image/png");
  });

  it("answers 404 for an unknown kind, an unknown file or the same file under another kind", async () => {
    for (const [kind, file] of [
      ["avatars", stored],
      ["profiles", stored],
      ["reports", "0123456789abcdef0123456789abcdef.png"],
    ] as const) {
      const res = await get(kind, file);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Bilden hittades inte", code: "NOT_FOUND" });
    }
  });

  it.each([
    ["../secret.png"],
    ["..%2Fsecret.png"],
    ["..%2fsecret.png"],
    ["%2e%2e%2fsecret.png"],
    ["..\\secret.png"],
    ["sub/x.png"],
    ["sub%2Fx.png"],
    ["/etc/passwd"],
    ["....//secret.png"],
    [".hidden.png"],
    ["x.png%00.txt"],
    ["x.png\u0000"],
    ["x.svg"],
    ["x.html"],
    ["x.PNG.exe"],
    ["x.png "],
  ])("refuses the file name %j with 404", async (file) => {
    const res = await get("reports", file);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("hemlig");
  });

  it("refuses a kind that climbs out of the upload folder", async () => {
    for (const kind of ["..", "%2e%2e", "reports/..", "."]) {
      const res = await get(kind, "secret.png");
      expect(res.status).toBe(404);
    }
  });

  it("removes stored files, and removing a missing one is no error", async () => {
    const name = await storage().save("news", await png(4, 4), "png");
    expect((await get("news", name)).status).toBe(200);
    await storage().remove("news", name);
    expect((await get("news", name)).status).toBe(404);
    await expect(storage().remove("news", name)).resolves.toBeUndefined();
  });
});
