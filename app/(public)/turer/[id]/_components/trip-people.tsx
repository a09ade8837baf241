// Who is on the trip and what they answered; names as lib/privacy/members.ts lets this viewer see them.
import Link from "next/link";
import { ANSWER_LABELS } from "@/lib/trips/messages";
import type { TripJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

export function TripPeople({ trip }: { trip: TripJson }) {
  const coming = trip.participants.filter((p) => p.answer === "coming").length;
  return (
    <section className={styles.section} aria-labelledby="vilka">
      <h2 id="vilka">Vilka kommer ({coming})</h2>
      <ul className={styles.people}>
        {trip.participants.map((person) => (
          <li key={`${person.name}-${person.is_creator}`} className={styles.person}>
            <span>
              {person.profile_url ? <Link href={person.profile_url}>{person.name}</Link> : person.name}
              {person.is_creator ? " (planerade turen)" : ""}
            </span>
            <span className={styles.meta}>{ANSWER_LABELS[person.answer]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
