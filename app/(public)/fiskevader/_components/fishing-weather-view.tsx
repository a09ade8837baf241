// The Fiskeväder page's content for a query (plats, lat/lon, art): the forecast, the sun, the moon and the solunar
// periods for seven days, each day scored by the community's catches with its reasons in words. Rendered by
// /fiskevader on request (a position) and by its kept pages (a town or the default place, vy/[plats]/[art]).
import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { MoonIcon } from "@/components/conditions/moon-icon";
import { swedishWeekday } from "@/lib/calendar";
import { swedishNumber } from "@/lib/conditions/fields";
import { fishingWeather, type FishingDay } from "@/lib/conditions/fishing-weather";
import { TOWNS } from "@/lib/conditions/places";
import { placeFrom } from "@/lib/conditions/schemas-fiskevader";
import { scoreWord } from "@/lib/conditions/scoring";
import { getCachedSpeciesSummaries } from "@/lib/species/cached";
import { UseMyPosition } from "./use-my-position";
import styles from "./fiskevader.module.css";
import buttons from "@/components/ui/buttons.module.css";

const DESCRIPTION = "Fiskeväder för de närmaste sju dagarna: SMHI:s prognos, sol och måne, och vad medlemmarnas fångster säger om dagarna.";

export const FISHING_WEATHER_METADATA: Metadata = {
  title: "Fiskeväder",
  description: DESCRIPTION,
  alternates: { canonical: "/fiskevader" },
  openGraph: { title: "Fiskeväder – Fiskegänget", description: DESCRIPTION, url: "/fiskevader" },
};

export type FishingWeatherQuery = Record<string, string | string[] | undefined>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function FishingWeatherView({ query }: { query: FishingWeatherQuery }) {
  const place = placeFrom(query);
  const speciesList = await getCachedSpeciesSummaries();
  const asked = Array.isArray(query.art) ? query.art[0] : query.art;
  const species = speciesList.find((s) => s.slug === asked) ?? null;
  const weather = await fishingWeather({ place, species: species ? { slug: species.slug, name: species.name } : null });
  return (
    <div className={styles.page}>
      <PageHeader title="Fiskeväder">
        De närmaste sju dagarna {species ? `för ${species.name.toLowerCase()} ` : ""}vid {place.name}.
      </PageHeader>

      <Card as="section" aria-labelledby="valj">
        <h2 id="valj" className="visually-hidden">
          Välj plats och art
        </h2>
        <form className={styles.form} method="get" action="/fiskevader">
          <label>
            Ort
            <select name="plats" defaultValue={place.slug ?? ""}>
              {place.slug ? null : <option value="">{place.name}</option>}
              {TOWNS.map((town) => (
                <option key={town.slug} value={town.slug}>
                  {town.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Art
            <select name="art" defaultValue={species?.slug ?? ""}>
              <option value="">Alla arter</option>
              {speciesList.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttons.primary}>
            Visa fiskevädret
          </button>
        </form>
        <UseMyPosition species={species?.slug ?? null} />
      </Card>

      {weather.forecast === "down" ? (
        <p className={styles.notice} role="status">
          SMHI:s väderprognos går inte att nå just nu. Här visas bara sol, måne och solunartider; vädret kommer tillbaka
          när prognosen går att hämta igen.
        </p>
      ) : null}

      <ol className={styles.days}>
        {weather.days.map((day) => (
          <li key={day.date}>
            <Day day={day} />
          </li>
        ))}
      </ol>

      <p className={styles.muted}>
        Betyget jämför dagens månad, månfas och lufttryckets riktning med {weather.total} rapporterade fångster
        {species ? ` av ${species.name.toLowerCase()}` : ""}: 50 är en vanlig dag. Väder: SMHI:s öppna data (CC BY 4.0).
        Sol och måne är uträknade för platsen. {species ? <Link href={`/arter/${species.slug}`}>Mer om {species.name.toLowerCase()}</Link> : null}
      </p>
    </div>
  );
}

function Day({ day }: { day: FishingDay }) {
  const { sunMoon, weather } = day;
  const titleId = `dag-${day.date}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.dayHead}>
        <h2 id={titleId}>{capitalised(swedishWeekday(day.date) ?? day.date)}</h2>
        <span className={styles.score}>
          {scoreWord(day.score)}
          {day.score !== null ? ` · ${day.score} av 100` : ""}
        </span>
      </div>
      <dl className={styles.facts}>
        {weather ? (
          <>
            <dt>Temperatur</dt>
            <dd>
              {swedishNumber(weather.minTemperature)} till {swedishNumber(weather.maxTemperature)} °C
            </dd>
            <dt>Vind</dt>
            <dd>{swedishNumber(weather.windSpeed)} m/s i medel</dd>
            {weather.pressureTrend ? (
              <>
                <dt>Lufttryck</dt>
                <dd>
                  <span aria-hidden="true">{weather.pressureTrend === "stigande" ? "↑ " : weather.pressureTrend === "fallande" ? "↓ " : "→ "}</span>
                  {capitalised(weather.pressureTrend)} på förmiddagen ({weather.pressureChange! > 0 ? "+" : ""}
                  {swedishNumber(weather.pressureChange!)} hPa)
                </dd>
              </>
            ) : null}
            {weather.cloudCover !== null ? (
              <>
                <dt>Molnighet</dt>
                <dd>{weather.cloudCover} %</dd>
              </>
            ) : null}
            <dt>Nederbörd</dt>
            <dd>{weather.precipitation > 0 ? `${swedishNumber(weather.precipitation)} mm` : "Ingen"}</dd>
          </>
        ) : null}
        <dt>Sol</dt>
        <dd>
          {sunMoon.polar === "polarnatt"
            ? "Polarnatt – solen går inte upp"
            : sunMoon.polar === "midnattssol"
              ? "Midnattssol – solen går inte ned"
              : `upp ${sunMoon.sunrise ?? "–"}, ned ${sunMoon.sunset ?? "–"}`}
        </dd>
        <dt>Måne</dt>
        <dd className={styles.moon}>
          <MoonIcon phase={sunMoon.moonPhase} />
          <span>
            {capitalised(sunMoon.moonPhaseName)}, {swedishNumber(sunMoon.moonIllumination * 100, 0)} % belyst
          </span>
        </dd>
        <dt>Solunartider</dt>
        <dd>
          {day.solunar.map((p) => `${p.kind === "major" ? "Stor" : "Liten"} ${p.start}–${p.end} (${p.label})`).join("; ")}
        </dd>
      </dl>
      <ul className={styles.reasons} aria-label="Så räknades betyget">
        {day.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Card>
  );
}
