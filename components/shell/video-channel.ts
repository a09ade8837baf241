// How the video channel is named in text. Safe for the browser.

/** "https://www.youtube.com/@fiskeganget" → "@fiskeganget"; other addresses read as host and path. */
export function videoChannelHandle(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const segments = parsed.pathname.split("/").filter(Boolean).map((segment) => decodeURIComponent(segment));
  const handle = segments.find((segment) => segment.startsWith("@"));
  if (handle) return handle;
  const host = parsed.hostname.replace(/^www\./, "");
  return segments.length ? `${host}/${segments.join("/")}` : host;
}
