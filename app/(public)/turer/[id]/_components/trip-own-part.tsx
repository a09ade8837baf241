"use client";
// The viewer's own part of the trip: an invited matros answers Kommer / Kanske / Kommer inte; the creator invites
// matroser, changes the plan or deletes the trip. Each write refreshes the page, which is rendered for this viewer alone.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { TripForm } from "@/components/trips/trip-form";
import { FormAlert } from "@/components/ui/form-alert";
import buttons from "@/components/ui/buttons.module.css";
import { apiFetch } from "@/lib/api-client";
import { ANSWER_LABELS, TRIP_ANSWERS, type TripAnswerChoice } from "@/lib/trips/messages";
import type { TripJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";
import { TripDelete } from "./trip-delete";
import { TripInvite } from "./trip-invite";

function TripAnswer({ trip }: { trip: TripJson }) {
  const router = useRouter();
  const [busy, setBusy] = useState<TripAnswerChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (choice: TripAnswerChoice) => {
    setBusy(choice);
    setError(null);
    const result = await apiFetch(`/api/trips/${trip.id}/answer`, { method: "PUT", json: { answer: choice } });
    setBusy(null);
    if (result.ok) router.refresh();
    else setError(result.error);
  };
  return (
    <section className={styles.section} aria-labelledby="ditt-svar">
      <h2 id="ditt-svar">Ditt svar</h2>
      <p>{trip.viewer.answer === "invited" || trip.viewer.answer === null ? "Du är inbjuden. Kommer du?" : `Du har svarat: ${ANSWER_LABELS[trip.viewer.answer]}.`}</p>
      <div className={styles.answers} role="group" aria-label="Svara på inbjudan">
        {TRIP_ANSWERS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={trip.viewer.answer === choice ? buttons.primary : buttons.base}
            aria-pressed={trip.viewer.answer === choice}
            disabled={busy !== null}
            onClick={() => void answer(choice)}
          >
            {busy === choice ? "Sparar…" : ANSWER_LABELS[choice]}
          </button>
        ))}
      </div>
      <FormAlert message={error} />
    </section>
  );
}

function TripPlan({ trip }: { trip: TripJson }) {
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="planen">
      <h2 id="planen">Planen</h2>
      {editing ? (
        <TripForm
          editing={{
            id: trip.id,
            values: {
              name: trip.name,
              place: trip.place,
              description: trip.description,
              starts_on: trip.starts_on,
              ends_on: trip.ends_on,
              latitude: trip.position ? String(trip.position.latitude).replace(".", ",") : "",
              longitude: trip.position ? String(trip.position.longitude).replace(".", ",") : "",
              is_public: trip.is_public,
            },
          }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <TripDelete trip={trip}>
          <button type="button" className={buttons.base} onClick={() => setEditing(true)}>
            Ändra planen
          </button>
        </TripDelete>
      )}
    </section>
  );
}

export function TripOwnPart({ trip }: { trip: TripJson }) {
  if (!trip.viewer.is_creator) return <TripAnswer trip={trip} />;
  return (
    <>
      <TripInvite tripId={trip.id} />
      <TripPlan trip={trip} />
    </>
  );
}
