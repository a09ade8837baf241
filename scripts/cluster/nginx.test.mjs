import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../lib/security-headers.mjs";
import { BROTLI_STATIC_MODULE, findBrotliModule, findNginx, renderNginxConfig, writeNginxConfig } from "./nginx.mjs";

const runtimeDir = mkdtempSync(path.join(tmpdir(), "nginx-config-"));
afterAll(() => rmSync(runtimeDir, { recursive: true, force: true }));
const base = { listen: "127.0.0.1:3999", appPorts: [4001, 4002], runtimeDir, distDir: ".next-test" };

describe("the nginx configuration", () => {
  it("serves the build's static files and public/'s copy from disk, with the precompressed copies", () => {
    const config = renderNginxConfig(base);
    expect(config).toContain(`alias "${path.resolve(".next-test", "static")}/";`);
    expect(config).toContain(`root "${path.resolve(".next-test", "precompressed-public")}";`);
    expect(config).toContain("try_files $uri @app;");
    expect(config.match(/gzip_static on;/g)).toHaveLength(2);
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(config).toContain('add_header Cache-Control "public, max-age=0";');
    for (const { key, value } of SECURITY_HEADERS) expect(config.split(`add_header ${key} "${value}";`)).toHaveLength(3);
    expect(config).toContain("server 127.0.0.1:4002 max_fails=1");
  });

  it("loads brotli_static only when given the module", () => {
    const without = renderNginxConfig(base);
    expect(without).not.toMatch(/^\s*load_module/m);
    expect(without).not.toMatch(/^\s*brotli_static on;/m);
    const withModule = renderNginxConfig({ ...base, brotliModule: BROTLI_STATIC_MODULE });
    expect(withModule).toContain(`load_module ${BROTLI_STATIC_MODULE};`);
    expect(withModule.match(/^\s*brotli_static on;/gm)).toHaveLength(2);
    expect(findBrotliModule({ NGINX_BROTLI_MODULE: "off" })).toBe(null);
    expect(findBrotliModule({ NGINX_BROTLI_MODULE: "/nowhere/module.so" })).toBe(null);
  });

  it("sends HSTS on the files it serves when the site is https", () => {
    expect(renderNginxConfig(base)).toMatch(/default "";/);
    expect(renderNginxConfig({ ...base, siteIsHttps: true })).toContain('default "max-age=63072000; includeSubDomains";');
  });

  it("keeps visitors' pages for a second only when the micro-cache is on, and never members' or non-200 answers", () => {
    expect(renderNginxConfig(base)).toContain("proxy_cache off;");
    const cached = renderNginxConfig({ ...base, microCache: true });
    expect(cached).toContain("proxy_cache fiskeganget_pages;");
    expect(cached).toContain("proxy_cache_valid 200 1s;");
    expect(cached).not.toMatch(/^\s*proxy_cache_valid (?!200 1s;)/m);
    expect(cached).toContain("proxy_cache_bypass $fiskeganget_member $fiskeganget_router;");
    expect(cached).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/i);
  });

  const nginx = findNginx();
  it.skipIf(!nginx)("is accepted by nginx -t, with and without the brotli module and the micro-cache", () => {
    const variants = [{}, { microCache: true }];
    if (findBrotliModule()) variants.push({ brotliModule: findBrotliModule(), microCache: true });
    for (const variant of variants) {
      const dir = mkdtempSync(path.join(runtimeDir, "t-"));
      const file = writeNginxConfig({ ...base, ...variant, runtimeDir: dir });
      const result = spawnSync(nginx, ["-t", "-q", "-c", file, "-p", dir], { encoding: "utf8" });
      expect(result.status, `${JSON.stringify(variant)}: ${result.stderr}`).toBe(0);
    }
  });
});
