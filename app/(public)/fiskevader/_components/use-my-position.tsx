"use client";
// Asks the browser for its position, only when the visitor presses the button, and shows the days there. The
// position is rounded to about a kilometre before it goes into the address.
import { useState } from "react";
import { useRouter } from "next/navigation";
import buttons from "@/components/ui/buttons.module.css";

export function UseMyPosition({ species }: { species: string | null }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (typeof navigator !== "undefined" && !("geolocation" in navigator)) return null;
  return (
    <div>
      <button
        type="button"
        className={buttons.small}
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setBusy(true);
          setMessage(null);
          navigator.geolocation.getCurrentPosition(
            (position) => {
              const round = (n: number) => n.toFixed(2);
              const query = new URLSearchParams({ lat: round(position.coords.latitude), lon: round(position.coords.longitude) });
              if (species) query.set("art", species);
              router.push(`/fiskevader?${query.toString()}`);
              setBusy(false);
            },
            () => {
              setMessage("Positionen kunde inte hämtas. Välj en ort i listan i stället.");
              setBusy(false);
            },
            { timeout: 10_000, maximumAge: 600_000 },
          );
        }}
      >
        {busy ? "Hämtar position …" : "Använd min position"}
      </button>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
