import { describe, expect, it } from "vitest";
import { element, escapeHtml } from "@/lib/markup";

describe("markup written as text", () => {
  it("escapes what could end an attribute or start an element", () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe("&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;");
  });

  it("writes attributes escaped, numbers with at most two decimals, and leaves out empty ones", () => {
    expect(element("rect", { x: 1.23456, y: 10, class: 'a"b', title: null, rx: undefined })).toBe('<rect x="1.23" y="10" class="a&quot;b"></rect>');
  });

  it("nests children as given", () => {
    expect(element("g", {}, element("text", { "text-anchor": "middle" }, escapeHtml("<jan>")), "")).toBe('<g><text text-anchor="middle">&lt;jan&gt;</text></g>');
  });
});
