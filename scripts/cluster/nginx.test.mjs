import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  CONTENT_TYPES,
  HSTS,
  IMMUTABLE,
  isShareableCacheControl,
  FRESH_WRITE_COOKIE,
  sharedCopyReader,
  MICRO_CACHE_SECONDS,
  REVALIDATE,
  ROUTER_HEADERS,
  SECURITY_HEADERS,
} from "../../lib/edge-policy.mjs";
import { BROTLI_STATIC_MODULE, findBrotliModule, findNginx, NGINX_TEMPLATE, policyFields, renderNginxConfig, writeNginxConfig } from "./nginx.mjs";

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
    expect(cached).toContain(`proxy_cache_valid 200 ${MICRO_CACHE_SECONDS}s;`);
    expect(cached).not.toMatch(/^\s*proxy_cache_valid (?!200 \d+s;)/m);
    // While one request refreshes a copy, or the app servers refuse, visitors still get the copy; the refreshing
    // request waits for the fresh answer, so a write shows after the micro-cache's second.
    expect(cached).toMatch(/proxy_cache_use_stale updating [^;]*http_503[^;]*http_429;/);
    expect(cached).not.toContain("proxy_cache_background_update on");
    // Members read the same copies (decision 293); nginx keeps a copy that varies on the cookie per Cookie value.
    expect(cached).toContain("proxy_cache_bypass $fiskeganget_fresh_write $fiskeganget_router $fiskeganget_member_own;");
    expect(cached).toContain("proxy_no_cache $fiskeganget_fresh_write $fiskeganget_router $fiskeganget_member_own $fiskeganget_unshareable;");
    expect(cached).not.toMatch(/proxy_ignore_headers[^;]*Vary/i);
    expect(cached).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/i);
  });

  it("is made from the edge policy, so the policy cannot change on one side alone", () => {
    const template = readFileSync(NGINX_TEMPLATE, "utf8");
    // Nothing the policy states is written into the template by hand.
    for (const literal of [HSTS, FRESH_WRITE_COOKIE, "s-maxage=", "no-store|", `"${IMMUTABLE}"`, `"${REVALIDATE}"`, "application/javascript js"]) {
      expect(template, literal).not.toContain(literal);
    }
    const config = renderNginxConfig({ ...base, microCache: true, siteIsHttps: true });
    expect(config).toContain(`https "${HSTS}";`);
    expect(config).toContain(`proxy_cache_valid 200 ${MICRO_CACHE_SECONDS}s;`);
    for (const name of ROUTER_HEADERS) expect(config).toContain(`$http_${name.replaceAll("-", "_")}`);
    for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
      expect(config).toMatch(new RegExp(`^\\s*${type.replace(/;.*$/, "").replace(/[+/.]/g, "\\$&")} [a-z0-9 ]*\\b${extension.slice(1)}\\b`, "m"));
    }
  });

  it("keeps and bypasses the same answers as the server's own micro-cache", () => {
    // nginx's map patterns are PCRE; these use nothing JavaScript reads differently.
    const fields = policyFields();
    const shareable = new RegExp(fields.shareable.replace(/^~\*/, ""), "i");
    const controls = [
      "s-maxage=3600, stale-while-revalidate=31532400",
      "public, max-age=0",
      "private, no-store",
      "private, s-maxage=60",
      "public, no-cache",
      "no-store",
      "max-age=60",
      "S-MAXAGE=5",
      "",
    ];
    for (const value of controls) expect(shareable.test(value), value).toBe(isShareableCacheControl(value));
    // Who passes every copy, as nginx's map decides it and as the server's micro-cache does.
    const freshPattern = new RegExp(renderNginxConfig(base).match(/\$fiskeganget_fresh_write \{\s*"~(.*)" 1;/)[1]);
    const cookies = ["next-auth.session-token=a", "x=1; __Secure-next-auth.session-token=b", "fg_session=1", "", "fg_wrote=1", "fg_session=1; fg_wrote=1", "fg_wrotex=1", "x=fg_wrote=1"];
    for (const cookie of cookies) expect(freshPattern.test(cookie), cookie).toBe(sharedCopyReader(cookie) === null);
    // A member's own page (the feed on /, a trip drawn for them) passes too; the same path for a visitor, and other
    // paths (the trip's share card, the member's list of trips), do not.
    const ownPattern = new RegExp(renderNginxConfig(base).match(/\$fiskeganget_member_own \{\s*"~(.*)" 1;/)[1]);
    const paths = ["/", "/reports", "/x/", "/turer/12", "/turer/12/", "/turer/%31", "/turer", "/turer/", "/turer/12/opengraph-image", "/turer/12/medlem", "/turerx/12", "/a/turer/12"];
    expect(paths.filter((path) => sharedCopyReader("fg_session=1", path) === null)).toEqual(["/", "/turer/12", "/turer/12/", "/turer/%31"]);
    expect(paths.filter((path) => sharedCopyReader("", path) === null)).toEqual([]);
    for (const path of paths) {
      for (const cookie of cookies.filter((c) => !c.includes("fg_wrote"))) {
        expect(ownPattern.test(`${path}|${cookie}`), `${path} ${cookie}`).toBe(sharedCopyReader(cookie, path) === null);
      }
    }
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
