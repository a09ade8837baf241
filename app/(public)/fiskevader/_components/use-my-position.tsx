"use client";
// Asks the browser for its position, only when the visitor presses the button, and shows the days there. The
// position is rounded to about a kilometre before it goes into the address.
import { useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import buttons from "@/components/ui/buttons.module.css";

// Node.js has a `navigator` of its own without geolocation, so asking `navigator` while rendering differs between the
// server and the browser. The server and the browser's first render both assume a position can be asked for; a
// browser without geolocation then drops the button.
const noChanges = () => () => {};
const browserHasGeolocation = () => "geolocation" in navigator;
const assumeGeolocation = () => true;

export function UseMyPosition({ species }: { species: string | null }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = useSyncExternalStore(noChanges, browserHasGeolocation, assumeGeolocation);
  if (!supported) return null;
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
