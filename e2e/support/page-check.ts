// What every page must be at every width, found in one visit: no sideways scroll, no page or console error
// (hydration mismatches included), images that keep their place while loading, no text cut off by a box that hides
// its overflow, HTML the standard allows, and no axe violation. Each check returns the faults it saw as lines, so a
// walk can report every fault of every page at once and a self-test can show that each check finds its fault.
import type { ConsoleMessage, Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { axeViolations } from "./axe";

/** The widths a page is checked at: WCAG 2.2's reflow width, the house's phone and a desktop. */
export const WALK_WIDTHS = [320, 375, 1280] as const;

/**
 * Collects the page's errors and console errors from now until the returned function is called. `missing` is the
 * address of a page that is meant to answer 404: the browser's own line about that status is then no fault. No
 * other message is allowed: the one outside service a page reaches in the browser, the map's tiles, is served from
 * a local file in the walk (the machines have no internet), so it logs nothing.
 */
export function listenForErrors(page: Page, options: { missing?: string } = {}): () => string[] {
  const seen: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (options.missing && message.location().url === options.missing && text.includes("status of 404")) return;
    const where = message.location().url ? ` (${message.location().url})` : "";
    seen.push(`console error: ${text.slice(0, 300)}${where}`);
  };
  const onPageError = (error: Error) => seen.push(`page error: ${error.message.slice(0, 300)}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    return seen;
  };
}

/** The page wider than its screen, naming the outermost elements that end past its edge. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const faults: string[] = [];
    // A page must not hide its width from this check: the root and body let it scroll when it is wider.
    for (const element of [root, document.body]) {
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX === "hidden" || overflowX === "clip") faults.push(`${element.tagName.toLowerCase()} has overflow-x: ${overflowX}`);
    }
    const screen = root.clientWidth;
    if (root.scrollWidth <= screen) return faults;

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join("");
      return `${element.tagName.toLowerCase()}${id}${classes}`;
    };
    // The outermost elements that end past the screen's edge and are not inside a box that scrolls by itself.
    const culprits: string[] = [];
    const scrolls = (element: Element) => ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(element).overflowX);
    const visit = (element: Element) => {
      if (culprits.length >= 3) return;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > screen + 1) {
        const children = [...element.children].filter((child) => child.getBoundingClientRect().right > screen + 1);
        if (children.length === 0 || scrolls(element)) {
          culprits.push(`${describe(element)} ends at ${Math.round(box.right + window.scrollX)} px`);
          return;
        }
      }
      if (!scrolls(element) || element === document.body) for (const child of element.children) visit(child);
    };
    visit(document.body);
    faults.push(`the page is ${root.scrollWidth} px wide on a ${screen} px screen${culprits.length ? `: ${culprits.join("; ")}` : ""}`);
    return faults;
  });
}

/** Images drawn in the page's flow without width and height: the text below them jumps when they load. */
export async function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("img")]
      .filter((img) => !(img.hasAttribute("width") && img.hasAttribute("height")))
      // Positioned images (the map's tiles, a photo filling a frame of its own size) take no room in the flow.
      .filter((img) => !["absolute", "fixed"].includes(getComputedStyle(img).position))
      .map((img) => `an image without width and height: ${img.getAttribute("src")?.slice(0, 80) ?? "(no src)"}`),
  );
}

/**
 * Text that a box with hidden overflow cuts off: a line wider or lower than the box that clips it. An ellipsis or
 * a line clamp shows that text goes on, so such a box is not counted; nor is a box of one pixel (visually hidden).
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const clips = (value: string) => value === "hidden" || value === "clip";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node && faults.length < 5; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      for (let box: Element | null = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === "none" || style.visibility === "hidden") break;
        // A map shows part of a larger picture: what lies outside its view is not text cut off.
        if (box.classList.contains("leaflet-container")) break;
        if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
        const bounds = box.getBoundingClientRect();
        if (bounds.width <= 1 || bounds.height <= 1) break;
        if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") break;
        const outside = rects.some(
          (rect) =>
            (clips(style.overflowX) && (rect.right > bounds.right + 1 || rect.left < bounds.left - 1)) ||
            (clips(style.overflowY) && (rect.bottom > bounds.bottom + 1 || rect.top < bounds.top - 1)),
        );
        if (outside && !checked.has(box)) {
          checked.add(box);
          faults.push(`text cut off by ${box.tagName.toLowerCase()}.${[...box.classList].join(".")}: "${text.slice(0, 60)}"`);
        }
        break;
      }
    }
    return faults;
  });
}

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/**
 * Next.js 16.4 writes the answer of a page that calls notFound() as an empty error document, `<html
 * id="__next_error__">` without the root layout and so without `lang`; the browser then draws the not-found page from
 * the payload (docs/decisions/290-every-page-walked.md). That one fault is allowed on a 404, by name.
 */
const NEXT_NOT_FOUND_SHELL = /^<html> is missing required "lang" attribute$/;

/** The server's HTML against the HTML standard; `missing` for a page meant to answer 404. */
export async function htmlErrors(html: string, options: { missing?: boolean } = {}): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !(options.missing && message.selector === "#__next_error__" && NEXT_NOT_FOUND_SHELL.test(message.message)))
      .map((message) => `html: ${message.message} (${message.ruleId}, line ${message.line}: ${message.selector ?? ""})`),
  );
}

/** The layout checks, for the page as it stands now at the context's width. */
export async function layoutFaults(page: Page): Promise<string[]> {
  return [...(await sidewaysScroll(page)), ...(await imagesWithoutSize(page)), ...(await clippedText(page))];
}

/** axe's violations, each line marked as axe's. */
export async function axeFaults(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((line) => `axe ${line}`);
}
