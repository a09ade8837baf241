// The trip's catches summed up: how many, the total weight, the species, the biggest fish and the photos.
import Link from "next/link";
import { EmptyState } from "@/components/ui/states";
import type { TripCatchSummaryJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

const kilos = (weight: string) => `${Number(weight).toLocaleString("sv-SE", { maximumFractionDigits: 2 })} kg`;

export function TripCatches({ catches }: { catches: TripCatchSummaryJson }) {
  return (
    <section className={styles.section} aria-labelledby="fangster">
      <h2 id="fangster">Fångster på turen</h2>
      {catches.count === 0 ? (
        <EmptyState>Inga fångster rapporterade från turen än.</EmptyState>
      ) : (
        <>
          <p>
            {catches.count} {catches.count === 1 ? "fångst" : "fångster"}, sammanlagt {kilos(catches.total_weight)}.
          </p>
          <ul className={styles.people} aria-label="Arter">
            {catches.species.map((s) => (
              <li key={s.fish} className={styles.person}>
                <span>{s.fish}</span>
                <span className={styles.meta}>{s.count} st</span>
              </li>
            ))}
          </ul>
          {catches.biggest ? (
            <p>
              Största fisken:{" "}
              <Link href={`/reports/${catches.biggest.report_id}`}>
                {catches.biggest.fish} på {kilos(catches.biggest.weight)}
              </Link>{" "}
              av {catches.biggest.name}
            </p>
          ) : null}
          {catches.photos.length ? (
            <ul className={styles.photos} aria-label="Bilder från turen">
              {catches.photos.map((photo) => (
                <li key={photo.report_id}>
                  <Link href={`/reports/${photo.report_id}`}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- served as stored, like the report pages */}
                    <img src={photo.image_url} alt={`${photo.fish} från turen`} width={256} height={256} loading="lazy" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
