// /reports – every catch report, newest first, readable without JavaScript; the other orders live at
// /reports?sort=…, which proxy.ts serves from their own prerendered pages (sorted/[sort]).
import type { Metadata } from "next";
import { ReportsView } from "./_components/reports-view";

export const metadata: Metadata = {
  title: "Fångstrapporter",
  description: "Gäddor, abborrar och öringar: se vad Fiskegänget har fått på kroken, med vikt, längd, plats och bete.",
  alternates: { canonical: "/reports" },
};

export default function ReportsPage() {
  return <ReportsView sort="date" cursor={null} />;
}
