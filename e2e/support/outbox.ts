// The site's sent e-mails, read straight from the email_outbox table of the database the test server uses.
import { expect } from "@playwright/test";
import pg from "pg";

async function latestText(to: string, kind: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      'select text from email_outbox where "to" = $1 and kind = $2 order by id desc limit 1',
      [to.toLowerCase(), kind],
    );
    return rows[0]?.text ?? null;
  } finally {
    await client.end();
  }
}

/**
 * The path (with its token) of the newest link under `prefix` mailed to `to`. Some mails are sent after the
 * response, so this waits for the row to appear; `notPath` skips an older link already seen.
 */
export async function mailedLinkPath(to: string, kind: string, prefix: string, notPath?: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${prefix.replace(/[/]/g, "\\/")}[A-Za-z0-9_-]{43})`);
  let path: string | null = null;
  await expect
    .poll(
      async () => {
        const text = await latestText(to, kind);
        path = text ? (pattern.exec(text)?.[1] ?? null) : null;
        return path !== null && path !== notPath;
      },
      { message: `an e-mail of kind ${kind} to ${to} with a ${prefix} link`, timeout: 10_000 },
    )
    .toBe(true);
  return path!;
}

/** A unique address per run, so parallel or repeated runs never read each other's mail. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.se`;
}
