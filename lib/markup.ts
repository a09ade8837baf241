// HTML and SVG written as text, for the pictures the server draws (charts) and the e-mails it sends. A chart of a
// hundred bars handed to React as elements is a hundred fibres the browser hydrates one by one; as one string under
// one element it is a single node React leaves alone (docs/decisions/283-charts-drawn-as-markup.md).

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Makes any text safe inside HTML element content and quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export type Attributes = Record<string, string | number | null | undefined>;

/** A number as an attribute wants it: at most two decimals, no trailing zeros. */
const attributeValue = (value: string | number) => (typeof value === "number" ? String(Math.round(value * 100) / 100) : value);

/**
 * One element as markup. Attribute names are written as given (`text-anchor`, `viewBox`); values are escaped and an
 * attribute whose value is null or undefined is left out. `children` is markup already (escape text with escapeHtml).
 */
export function element(name: string, attributes: Attributes, ...children: string[]): string {
  let attrs = "";
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    attrs += ` ${key}="${escapeHtml(attributeValue(value))}"`;
  }
  return `<${name}${attrs}>${children.join("")}</${name}>`;
}
