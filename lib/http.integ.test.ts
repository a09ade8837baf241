// The request readers and route() as every handler meets them: text that no column may hold, writes that no page
// of the site sent, and bodies of the wrong type are refused before anything is written.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetDatabase } from "@/test/db";
import { BASE_URL, call, sessionCookie } from "@/test/http";
import { createReport, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as parentalRequest } from "@/app/api/consent/parental-request/route";
import { POST as flag } from "@/app/api/reports/[id]/flag/route";
import { GET as listReports, POST as createReportRoute } from "@/app/api/reports/route";
import { GET as search } from "@/app/api/profile/search/[query]/route";
import { PUT as putProfile } from "@/app/api/profile/[id]/route";
import { POST as logout } from "@/app/api/auth/logout/route";

beforeEach(resetDatabase);

const INVALID = { error: "Förfrågan innehåller otillåtna tecken", code: "INVALID_CHARACTERS" };
const fieldsOf = (name: string) => ({ [name]: "Fältet innehåller otillåtna tecken" });

function reportForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = { fish: "Gädda", weight: "3,4", length: "72", location: "Mälaren", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

describe("text that no column may hold", () => {
  it("refuses NUL in the login username with 400 naming the field", async () => {
    await createUser(db, { username: "Harr" });
    const res = await call(login, { body: { username: "\u0000", password: "x" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("username") });
  });

  it("refuses a lone surrogate anywhere in a JSON body, raw as sent by a client, and writes nothing", async () => {
    const member = await createUser(db);
    const report = await createReport(db, { userId: member.id });
    const res = await call(flag, {
      body: '{"reason":"\\ud800x"}',
      params: { id: String(report.id) },
      cookie: await sessionCookie(member),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("reason") });
    expect(await db.reportFlag.count()).toBe(0);
  });

  it("refuses NUL in registration and in the parental request, and nothing is created or mailed", async () => {
    const reg = await call(register, { body: { username: "Gös\u0000", password: "Fiskelycka1", age: 30 } });
    expect(reg.status).toBe(400);
    expect(await db.user.count()).toBe(0);
    const parent = await call(parentalRequest, { body: { parentEmail: "mamma@example.se", childAge: 9, childUsername: "barn\u0000" } });
    expect(parent.status).toBe(400);
    expect(await parent.json()).toEqual({ ...INVALID, fields: fieldsOf("childUsername") });
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("refuses a control character in a multipart form field and stores no report", async () => {
    const member = await createUser(db);
    const res = await call(createReportRoute, { body: reportForm({ fish: "Gäd\u0000da" }), cookie: await sessionCookie(member) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("fish") });
    expect(await db.report.count()).toBe(0);
  });

  it("refuses NUL in a profile form field", async () => {
    const member = await createUser(db);
    const form = new FormData();
    form.set("city", "Hjo\u0000");
    const res = await call(putProfile, { method: "PUT", body: form, params: { id: String(member.id) }, cookie: await sessionCookie(member) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("city") });
  });

  it("keeps line breaks and tabs in multi-line text", async () => {
    const member = await createUser(db);
    const res = await call(createReportRoute, {
      body: reportForm({ notes: "Första raden\r\n\tandra raden" }),
      cookie: await sessionCookie(member),
    });
    expect(res.status).toBe(201);
    expect((await db.report.findFirstOrThrow()).notes).toBe("Första raden\n\tandra raden");
  });

  it("refuses NUL in a query string", async () => {
    const res = await call(listReports, { path: "/api/reports?cursor=%00" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("cursor") });
  });

  it("refuses NUL and a lone surrogate in a path parameter", async () => {
    const member = await createUser(db);
    const cookie = await sessionCookie(member);
    for (const query of ["ab\u0000", "ab\ud800"]) {
      const res = await call(search, { params: { query }, cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...INVALID, fields: fieldsOf("query") });
    }
  });

  it("refuses a line break in a single-line field", async () => {
    const res = await call(login, { body: { username: "Harr\nx", password: FACTORY_PASSWORD } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { username: "Fältet får inte innehålla radbrytningar eller tabbar" } });
  });
});

describe("writes that no page of the site sent", () => {
  it("refuses a write with a cookie but without Origin or Sec-Fetch-Site, and writes nothing", async () => {
    const member = await createUser(db);
    const res = await call(createReportRoute, {
      body: reportForm(),
      cookie: await sessionCookie(member),
      headers: { origin: "" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "ORIGIN_REQUIRED" });
    expect(await db.report.count()).toBe(0);
  });

  it("refuses a write without a cookie and without Origin too (login from a foreign page)", async () => {
    await createUser(db, { username: "Harr" });
    const res = await call(login, { body: { username: "Harr", password: FACTORY_PASSWORD }, headers: { origin: "" } });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("accepts Sec-Fetch-Site: same-origin in place of Origin, and refuses same-site or cross-site", async () => {
    await createUser(db, { username: "Harr" });
    const body = { username: "Harr", password: FACTORY_PASSWORD };
    const same = await call(login, { body, headers: { origin: "", "sec-fetch-site": "same-origin" } });
    expect(same.status).toBe(200);
    for (const site of ["same-site", "cross-site", "none"]) {
      const res = await call(login, { body, headers: { "sec-fetch-site": site } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "CROSS_ORIGIN" });
    }
  });

  it("refuses Origin: null", async () => {
    const member = await createUser(db);
    const res = await call(logout, { method: "POST", cookie: await sessionCookie(member), headers: { origin: "null" } });
    expect(res.status).toBe(403);
  });

  it("lets reads through without Origin", async () => {
    expect((await call(listReports, { path: "/api/reports" })).status).toBe(200);
  });
});

describe("bodies of the wrong type", () => {
  it("answers 415 to a JSON handler sent a form, text/plain or no content type", async () => {
    await createUser(db, { username: "Harr" });
    const json = JSON.stringify({ username: "Harr", password: FACTORY_PASSWORD });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const res = await call(login, { body: json, headers: type ? { "content-type": type } : { "content-type": "" } });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: "Förfrågan måste skickas som JSON", code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    const form = new FormData();
    form.set("username", "Harr");
    expect((await call(login, { body: form })).status).toBe(415);
  });

  it("accepts JSON with a charset, and an empty body of any type", async () => {
    await createUser(db, { username: "Harr" });
    const ok = await call(login, {
      body: JSON.stringify({ username: "Harr", password: FACTORY_PASSWORD }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(ok.status).toBe(200);
    const empty = await call(login, { body: "", headers: { "content-type": "text/plain" } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("answers 415 to a multipart handler sent JSON", async () => {
    const member = await createUser(db);
    const res = await call(createReportRoute, { body: { fish: "Gädda" }, cookie: await sessionCookie(member) });
    expect(res.status).toBe(415);
    expect(await db.report.count()).toBe(0);
  });
});

describe("a client that goes away mid-body", () => {
  it("is answered 400 and never taken for a database outage, and nothing is stored", async () => {
    const member = await createUser(db);
    const { outageLog } = await import("@/lib/outage");
    const failed = vi.spyOn(outageLog, "failed");
    // A multipart upload whose connection is reset after its first bytes, as Node's request body reports it.
    const cut = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode("------fiske\r\nContent-Disposition: form-data; name=\"fish\"\r\n\r\nGäd"));
        } else controller.error(cut);
      },
    });
    const req = new NextRequest(`${BASE_URL}/api/reports`, {
      method: "POST",
      headers: { origin: BASE_URL, cookie: await sessionCookie(member), "content-type": "multipart/form-data; boundary=----fiske" },
      body,
      duplex: "half",
    });
    const res = await createReportRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Förfrågan avbröts innan den kom fram", code: "BAD_REQUEST" });
    expect(failed).not.toHaveBeenCalled();
    expect(await db.report.count()).toBe(0);
    failed.mockRestore();
  });
});

describe("a sessionless public read", () => {
  it("never reads the session, so the handler answers everyone alike", async () => {
    const { route } = await import("@/lib/http");
    const seen: unknown[] = [];
    const handler = route(async ({ user }) => {
      seen.push(user);
      return Response.json({ ok: true });
    }, { sessionless: true });
    const member = await createUser(db, { username: "Sessionslos" });
    expect((await call(handler, { cookie: await sessionCookie(member) })).status).toBe(200);
    expect((await call(handler, { cookie: "next-auth.session-token=trasig" })).status).toBe(200);
    expect(seen).toEqual([null, null]);
  });
});

describe("a member's write that checks the session itself", () => {
  it("is refused without a cookie that opens, and may not answer without having checked the session", async () => {
    const { memberWrite } = await import("@/lib/http");
    const careless = memberWrite(async () => Response.json({ ok: true }));
    const careful = memberWrite(async ({ session }) => Response.json({ id: (await session.resolve()).id }));
    const member = await createUser(db, { username: "Kollad" });
    const cookie = await sessionCookie(member);
    expect((await call(careless, { method: "POST", cookie })).status).toBe(500);
    expect((await call(careless, { method: "POST" })).status).toBe(401);
    expect((await call(careless, { method: "POST", cookie: "next-auth.session-token=trasig" })).status).toBe(401);
    const checked = await call(careful, { method: "POST", cookie });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ id: member.id });
    // The same cookie once its device has logged out.
    await db.session.deleteMany({ where: { userId: member.id } });
    expect((await call(careless, { method: "POST", cookie })).status).toBe(401);
    expect((await call(careful, { method: "POST", cookie })).status).toBe(401);
  });
});
