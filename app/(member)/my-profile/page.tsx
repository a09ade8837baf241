// /my-profile – the member's own profile with the statistics (drawn in the browser from the API) and their catches:
// the filtered list and its export, drawn on the server for the member who asks, so the filter form and the
// downloads work without JavaScript and the file holds exactly the listed catches. Rendered per request, never
// cached (proxy.ts marks it private); a visitor or a refused session is sent to log in.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { readLogbookForm } from "@/lib/logbook-export/filters";
import { listLogbookSpecies, readLogbookPage } from "@/lib/logbook-export/list";
import styles from "@/components/profiles/profiles.module.css";
import { LogbookCatches } from "./_components/logbook-catches";
import { LogbookExport } from "./_components/logbook-export";
import { MyProfile } from "./_components/my-profile";

export const metadata: Metadata = { title: "Min profil" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MyProfilePage({ searchParams }: Props) {
  const query = await searchParams;
  const read = readLogbookForm(query);
  // The form sends every field; the address to share holds only those filled in.
  if (read.blank.length > 0) {
    const kept = new URLSearchParams(Object.entries(read.values) as [string, string][]);
    redirect(kept.size > 0 ? `/my-profile?${kept.toString()}` : "/my-profile");
  }
  const user = await getSessionUser();
  if (!user) redirect("/login?next=%2Fmy-profile");
  const raw = Array.isArray(query.page) ? query.page.at(-1) : query.page;
  const pageNumber = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const [species, page] = await Promise.all([
    listLogbookSpecies(user.id),
    read.filter ? readLogbookPage({ owner: user, filter: read.filter, page: pageNumber }) : Promise.resolve(null),
  ]);
  return (
    <div className={styles.page}>
      <MyProfile />
      <LogbookCatches read={read} species={species} page={page} />
      <LogbookExport filter={read.filter} total={page?.total ?? 0} />
    </div>
  );
}
