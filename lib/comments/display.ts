// How comments are written out. Browser-safe.

const TIME = new Intl.DateTimeFormat("sv-SE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Stockholm" });

/** '25 november 2026 13:05', in Swedish time, as the page and the browser both write it. */
export function formatCommentTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** '1 kommentar', '3 kommentarer' */
export function commentCountLabel(count: number): string {
  return count === 1 ? "1 kommentar" : `${count} kommentarer`;
}
