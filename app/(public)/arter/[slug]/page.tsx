// /arter/{slug} – one species: its heaviest public catches, catches per month over the last year, the baits and
// methods that took it, the share released, Storfiskregistret's minimum weight and the legal minimum size; then its
// patterns (when and under what sky it was caught, what worked by season) and the way to its fiskeväder.
// Rendered on first request and cached until a report is posted, deleted or a fisher's name changes, or the counts
// kept in the background change (lib/species/counts.ts).
import type { Metadata } from "next";
import { cache } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import layout from "@/components/ui/layout.module.css";
import { formatFishingDate, formatLength, formatWeight, orUnknown } from "@/lib/reports/display";
import { getCachedSpeciesPage } from "@/lib/species/cached";
import { BIG_FISH_RULES_URL, formatGrams, releasedShare } from "@/lib/species/display";
import { catchCount } from "@/lib/species/display";
import { cardImage } from "@/lib/share/card-address";
import { MonthChart } from "../_components/month-chart";
import { PatternsSection } from "@/components/patterns/patterns-section";
import type { Pattern } from "@/lib/conditions/pattern-types";
import styles from "../_components/species.module.css";
import dataTable from "@/components/ui/table.module.css";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

// Read once per render: the metadata and the page share it.
const load = cache(async (slug: string) => (/^[a-z-]{2,40}$/.test(slug) ? getCachedSpeciesPage(slug) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).slug);
  if (!page) return { title: "Arten hittades inte", robots: { index: false } };
  const { species } = page;
  const title = `${species.name} (${species.latin})`;
  const card = cardImage(`/arter/${species.slug}`, [page.reportCount, page.heaviest[0]?.weight]);
  const description = `${species.name}: de tyngsta fångsterna hos Fiskegänget, när den nappar och vilka beten som tar den. ${catchCount(page.reportCount)} rapporterade.`;
  return {
    title,
    description,
    alternates: { canonical: `/arter/${species.slug}` },
    openGraph: { type: "article", title: `${title} – Fiskegänget`, description, url: `/arter/${species.slug}`, images: [card] },
    twitter: { card: "summary_large_image", title: `${title} – Fiskegänget`, description, images: [card] },
  };
}

export default async function SpeciesPage({ params }: Props) {
  const page = await load((await params).slug);
  if (!page) notFound();
  const { species } = page;
  const { patterns } = page;
  return (
    <div className={styles.page}>
      <BackLink href="/arter">Alla arter</BackLink>
      <header>
        <h1 className={styles.title}>{species.name}</h1>
        <p className={`${styles.latin} ${styles.subtitle}`}>
          {species.latin}
        </p>
      </header>

      <Card as="section" className={styles.section} aria-labelledby="fakta">
        <h2 id="fakta">Fakta</h2>
        <dl className={`${layout.facts} ${styles.facts}`}>
          <div>
            <dt>Rapporterade fångster</dt>
            <dd>{catchCount(page.reportCount)}</dd>
          </div>
          <div>
            <dt>Återutsatta</dt>
            <dd>{releasedShare(page.releasedCount, page.reportCount)}</dd>
          </div>
          <div>
            <dt>Storfisk från</dt>
            <dd>{species.bigFishMinGrams ? formatGrams(species.bigFishMinGrams) : "Ingen gräns i Storfiskregistret"}</dd>
          </div>
          <div>
            <dt>Minimimått</dt>
            <dd>{species.legalMinLengthCm ? `${species.legalMinLengthCm} cm` : "Inget nationellt"}</dd>
          </div>
        </dl>
        {species.legalNote ? <p className={styles.muted}>{species.legalNote}</p> : null}
        {species.bigFishMinGrams ? (
          <p className={styles.muted}>
            En fångst från {formatGrams(species.bigFishMinGrams)} märks ”Storfisk” här. Registreringen görs hos Sportfiskarna:{" "}
            <a href={BIG_FISH_RULES_URL} rel="noopener noreferrer">
              så registrerar du en storfisk
            </a>
            .
          </p>
        ) : null}
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="tyngsta">
        <h2 id="tyngsta">De tyngsta fångsterna</h2>
        {page.heaviest.length ? (
          <>
            <table className={`${dataTable.table} ${dataTable.stacked}`}>
              <caption className="visually-hidden">De tio tyngsta rapporterade fångsterna av {species.name.toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col">Vikt</th>
                  <th scope="col">Längd</th>
                  <th scope="col">Fiskare</th>
                  <th scope="col">Plats</th>
                  <th scope="col">Datum</th>
                </tr>
              </thead>
              <tbody>
                {page.heaviest.map((report) => (
                  <tr key={report.id}>
                    <td className={styles.number} data-label="Vikt">
                      <Link href={`/reports/${report.id}`} prefetch={false}>
                        {formatWeight(report.weight)}
                      </Link>
                    </td>
                    <td className={styles.number} data-label="Längd">
                      {formatLength(report.length)}
                    </td>
                    <td data-label="Fiskare">
                      {report.user_id ? (
                        <Link href={`/profile/${report.user_id}`} prefetch={false}>
                          {report.username}
                        </Link>
                      ) : (
                        orUnknown(report.username)
                      )}
                    </td>
                    <td data-label="Plats">{orUnknown(report.location)}</td>
                    <td data-label="Datum">{formatFishingDate(report.fishing_date)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          {/* The filtered list is not indexed (it points back here as the way in); people follow this link. */}
          <p>
            <Link href={`/reports?species=${species.slug}`} prefetch={false}>
              Alla fångster av {species.name.toLowerCase()}
            </Link>
          </p>
          </>
        ) : (
          <EmptyState>Ingen har rapporterat {species.name.toLowerCase()} ännu. Bli den första!</EmptyState>
        )}
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="manader">
        <h2 id="manader">Fångster per månad</h2>
        <MonthChart months={page.months} caption={`Rapporterade fångster av ${species.name.toLowerCase()} per månad, de senaste tolv månaderna`} />
      </Card>

      <div className={styles.columns}>
        <TopList id="beten" title="Vanligaste beten" items={page.baits} empty="Inga beten angivna ännu." />
        <TopList id="metoder" title="Vanligaste metoder" items={page.methods} empty="Inga metoder angivna ännu." />
      </div>

      <Card as="section" className={styles.section} aria-labelledby="fiskevader">
        <h2 id="fiskevader">Fiskeväder för {species.name.toLowerCase()}</h2>
        <p>{fishingWeatherTeaser(patterns.pressure, species.name)}</p>
        <p>
          <Link href={`/fiskevader?art=${species.slug}`} prefetch={false}>
            Se de närmaste sju dagarna för {species.name.toLowerCase()}
          </Link>{" "}
          – SMHI:s prognos, sol och måne, och varje dag bedömd efter medlemmarnas fångster.
        </p>
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="monster">
        <h2 id="monster">När och hur {species.name.toLowerCase()} nappar</h2>
        <PatternsSection patterns={patterns} subject={`av ${species.name.toLowerCase()}`} idPrefix="art" />
      </Card>
    </div>
  );
}

function TopList({ id, title, items, empty }: { id: string; title: string; items: readonly { name: string; count: number }[]; empty: string }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <ol className={styles.topList}>
          {items.map((item) => (
            <li key={item.name}>
              {item.name} <span className={styles.muted}>({catchCount(item.count)})</span>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </Card>
  );
}

/** What the catches say about the air pressure, in one sentence, or how many more are needed. */
function fishingWeatherTeaser(pressure: Pattern | null, name: string): string {
  if (!pressure) return `När fler fångster av ${name.toLowerCase()} har lufttryck räknas det in i bedömningen; tills dess räknas månad och månfas.`;
  const top = pressure.bars.reduce((best, bar) => (bar.count > best.count ? bar : best));
  return `${top.label} lufttryck: ${Math.round((top.count / pressure.total) * 100)} % av ${pressure.total} fångster av ${name.toLowerCase()} med känt lufttryck.`;
}
