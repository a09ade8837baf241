import { describe, expect, it } from "vitest";
import { packReport, packReportPage, unpackReport } from "@/lib/reports/packed";
import type { PublicReport } from "@/lib/reports/types";

const base: PublicReport = {
  id: 41,
  user_id: 9,
  username: "metmaja",
  fish: "Karp",
  weight: "12.70",
  length: "83.0",
  location: "",
  bait: null,
  method: "Spinnfiske",
  notes: "Hårt hugg i strömnacken, lång fight.",
  image: null,
  time: "2026-11-13T12:53:34.922Z",
  created_at: "2026-11-13T12:53:34.922Z",
  fishing_date: "2026-11-13",
  is_anonymous: false,
  like_count: 2,
  comment_count: 0,
  species: { slug: "karp", name: "Karp", latin: "Cyprinus carpio" },
  released: false,
  is_big_fish: true,
  is_personal_best: false,
  position: null,
};

const others: PublicReport[] = [
  { ...base, id: 7, user_id: null, username: "Anonym fiskare", is_anonymous: true, species: null, image: "a".repeat(32) + ".jpg" },
  { ...base, id: 8, bait: "Mask", notes: null, released: true, is_personal_best: true, comment_count: 3, position: { latitude: 59.3, longitude: 18.1, precision: "area", exact: false } },
];

describe("packed reports", () => {
  it("give back exactly the reports that were packed", () => {
    for (const report of [base, ...others]) expect(unpackReport(packReport(report))).toEqual(report);
  });

  it("keep a page's order, marker and total", () => {
    const page = packReportPage({ reports: [base, ...others], nextCursor: "abc", total: 300 });
    expect(page.nextCursor).toBe("abc");
    expect(page.total).toBe(300);
    expect(page.rows.map(unpackReport).map((report) => report.id)).toEqual([41, 7, 8]);
  });

  it("are much smaller than the objects as JSON", () => {
    const objects = JSON.stringify([base, ...others]).length;
    const rows = JSON.stringify([base, ...others].map(packReport)).length;
    expect(rows).toBeLessThan(objects * 0.65);
  });
});
