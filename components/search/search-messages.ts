// What the search box says when the search call fails (SPEC §8). Safe for the browser.

export const SEARCH_REQUEST_TIMEOUT_MS = 10_000;

/** The inline error line for a failed search; `status` 0 means no answer at all. */
export function searchErrorMessage(status: number): string {
  if (status === 401) return "Du måste vara inloggad för att söka";
  if (status >= 500) return "Serverfel - försök igen senare";
  return "Kunde inte söka användare";
}

/** How a result is named in lists: anonymous members never by name. */
export function searchResultName(user: { displayName: string; is_anonymous: boolean }): string {
  return user.is_anonymous ? "Anonym användare" : user.displayName;
}
