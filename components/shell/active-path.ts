// Which menu entry the current path belongs to. Safe for the browser.

/** "/" and "/home" are both home; any other entry is current on its own path and the paths beneath it. */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (href === "/home") return path === "/" || path === "/home";
  return path === href || path.startsWith(`${href}/`);
}
