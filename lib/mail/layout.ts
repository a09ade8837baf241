// The frame every e-mail shares: escaping, absolute links and the HTML wrapper. Each domain writes its own
// templates on it (lib/<domain>/mail.ts); lib/mail/send.ts sends them.
import "server-only";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/markup";

/** An absolute link to the site. Built from SITE_URL only, never from the request's Host header. */
export function siteLink(path: string): string {
  return `${env().SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A date and time as Swedes read it, in Swedish time. */
export function formatSwedishDateTime(date: Date): string {
  return new Intl.DateTimeFormat("sv-SE", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Stockholm",
  }).format(date);
}

/** What each domain's template (lib/<domain>/mail.ts) hands to sendMail. */
export type MailContent = { subject: string; html: string; text: string };

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; href: string }
  | { kind: "list"; items: string[] }
  | { kind: "small"; text: string };

/** Renders the same content as HTML (escaped) and as plain text, so both parts always say the same. */
export function renderMail(heading: string, blocks: MailBlock[]): { html: string; text: string } {
  const htmlBlocks = blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(block.text)}</p>`;
      case "small":
        return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#53677a;">${escapeHtml(block.text)}</p>`;
      case "list":
        return `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;">${block.items
          .map((item) => `<li style="margin-bottom:4px;">${escapeHtml(item)}</li>`)
          .join("")}</ul>`;
      case "button":
        return [
          `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0b5d8c;color:#ffffff;`,
          `text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;">${escapeHtml(block.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#53677a;">Fungerar inte knappen? Kopiera länken till webbläsaren:<br>`,
          `<a href="${escapeHtml(block.href)}" style="color:#0b5d8c;word-break:break-all;">${escapeHtml(block.href)}</a></p>`,
        ].join("");
    }
  });
  const footer = `Fiskegänget · ${env().SITE_URL} · ${env().CONTACT_EMAIL}`;
  const html = [
    "<!doctype html>",
    '<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f8fb;font-family:Arial,Helvetica,sans-serif;color:#13293d;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f8fb;padding:24px 12px;"><tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;padding:28px 24px;">',
    '<tr><td><p style="margin:0 0 8px;font-size:14px;font-weight:700;color:#0b5d8c;">Fiskegänget</p>',
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;">${escapeHtml(heading)}</h1>`,
    ...htmlBlocks,
    `<hr style="border:none;border-top:1px solid #d5e0ea;margin:24px 0 12px;"><p style="margin:0;font-size:12px;color:#53677a;">${escapeHtml(footer)}</p>`,
    "</td></tr></table></td></tr></table></body></html>",
  ].join("\n");

  const textBlocks = blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
      case "small":
        return block.text;
      case "list":
        return block.items.map((item) => `- ${item}`).join("\n");
      case "button":
        return `${block.label}:\n${block.href}`;
    }
  });
  const text = [heading, "", ...textBlocks.flatMap((t) => [t, ""]), "--", footer].join("\n");
  return { html, text };
}

/** "kalle@example.se" → "k***@example.se": enough for the owner to recognise, not a full address in an old inbox. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
