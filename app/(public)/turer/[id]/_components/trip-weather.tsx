// Fiskeväder for the trip's days that lie within the forecast's seven, at the trip's position (participants only
// see it) or else a link to the Fiskeväder page. Read through the same path as /fiskevader: SMHI's forecast is
// kept per grid cell and hour, so a trip page asks SMHI nothing a Fiskeväder page has not asked already.
import Link from "next/link";
import { fishingWeather } from "@/lib/conditions/fishing-weather";
import { scoreWord } from "@/lib/conditions/scoring";
import { swedishWeekday, todayInSweden } from "@/lib/calendar";
import { addDays } from "@/lib/trips/messages";
import type { TripJson } from "@/lib/trips/types";
import styles from "@/components/trips/trips.module.css";

const degrees = (value: number) => value.toLocaleString("sv-SE", { maximumFractionDigits: 4 });

export async function TripWeather({ trip }: { trip: TripJson }) {
  const today = todayInSweden();
  if (trip.ends_on < today) return null;
  const position = trip.position;
  const address = position ? `/fiskevader?lat=${degrees(position.latitude).replace(",", ".")}&lon=${degrees(position.longitude).replace(",", ".")}` : "/fiskevader";
  // Only days within the forecast's seven are worth a read; outside them, and without a position, the link alone.
  const weather = position && trip.starts_on <= addDays(today, 6) ? await fishingWeather({ place: { name: trip.place, latitude: position.latitude, longitude: position.longitude, slug: null }, species: null }) : null;
  const days = weather ? weather.days.filter((day) => day.date >= trip.starts_on && day.date <= trip.ends_on) : [];
  return (
    <section className={styles.section} aria-labelledby="fiskevader">
      <h2 id="fiskevader">Fiskeväder</h2>
      {!weather || days.length === 0 ? (
        <p>{position ? "Prognosen når sju dagar framåt; turens dagar visas här när de kommer inom den." : "Turen har ingen position; se fiskevädret för en ort."}</p>
      ) : (
        <>
          {weather.forecast === "down" ? <p>SMHI:s prognos går inte att nå just nu; sol och måne visas ändå.</p> : null}
          <ul className={styles.days}>
            {days.map((day) => (
              <li key={day.date}>
                <strong>{swedishWeekday(day.date) ?? day.date}</strong>
                {day.weather
                  ? ` – ${Math.round(day.weather.minTemperature)}–${Math.round(day.weather.maxTemperature)} °C, vind ${day.weather.windSpeed.toLocaleString("sv-SE")} m/s`
                  : ""}
                {day.score !== null ? ` – ${scoreWord(day.score)}` : ""}
                <span className={styles.meta}> · Sol upp {day.sunMoon.sunrise ?? "–"}, ned {day.sunMoon.sunset ?? "–"}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={address} prefetch={false}>
          {position ? "Hela fiskevädret för platsen" : "Till Fiskeväder"}
        </Link>
      </p>
    </section>
  );
}
