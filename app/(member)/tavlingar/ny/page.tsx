// /tavlingar/ny – a member creates a competition: the same shell for everyone, the form posts to the API, which
// checks the session. The catalogue's species are part of the shell.
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { getCachedSpeciesChoices } from "@/lib/competitions/cached";
import { CompetitionForm } from "./_components/competition-form";

export const metadata: Metadata = { title: "Skapa tävling" };

export default async function NewCompetitionPage() {
  const species = await getCachedSpeciesChoices();
  return (
    <div>
      <BackLink href="/tavlingar">Alla tävlingar</BackLink>
      <PageHeader title="Skapa tävling">Välj regel, arter och period. Fångsterna räknas av sig själva.</PageHeader>
      <CompetitionForm species={species} />
    </div>
  );
}
