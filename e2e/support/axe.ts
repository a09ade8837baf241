// The accessibility check every screen's spec runs: axe over the whole page, and no violation at all.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Every axe violation on the page as it stands, one line each. Only violations are gathered in full
 * (`resultTypes`): the passes and the rules that do not apply are what make a run slow, and no check reads them.
 * axe runs in the page itself (legacy mode): its default sends each frame's results to a new blank tab and loads
 * axe there a second time, which took over half a second a check on a 2-core machine. That mode is for frames of
 * other origins, and the site's pages have no frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Waits (up to 3 s) for the page's finite transitions and animations to end: a button fading in as it is enabled
 * (once push or passkey support has been checked) was read halfway as too little contrast. Endless ones (the
 * header's fish) do not count.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
