// The server's own short Swedish pages, for answers Next.js does not render: the outage page, and the render gate's
// "too many pages" and "busy" answers. Self-contained (no stylesheet to fetch), never indexed.

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A complete HTML page with a heading, one paragraph and a link home. */
export function plainPage({ title, heading, text }) {
  return Buffer.from(`<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Fiskegänget</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f8fb;color:#10222e;font:1rem/1.5 system-ui,sans-serif}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border:1px solid #c9d8e3;border-radius:12px}
h1{margin-top:0;font-size:1.5rem}a{color:#0b5d8c;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/">Till startsidan</a></p>
</main>
</body>
</html>
`);
}
