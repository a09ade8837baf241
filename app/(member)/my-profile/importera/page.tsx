// /my-profile/importera – a member brings catches in from a spreadsheet: upload, map the columns, preview, then the
// import runs in the background while they may leave; a visitor is sent to /login.
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { ImportFlow } from "./_components/import-flow";

export const metadata: Metadata = { title: "Importera fångster" };

export default function ImportCatchesPage() {
  return (
    <div>
      <BackLink href="/my-profile">Min profil</BackLink>
      <PageHeader title="Importera fångster">
        Har du fört loggbok i ett kalkylblad eller i en annan app? Ladda upp filen, tala om vad kolumnerna innehåller och
        se hur fångsterna blir innan du importerar dem.
      </PageHeader>
      <ImportFlow />
    </div>
  );
}
