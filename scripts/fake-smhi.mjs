// A fake SMHI for tests and the demo, on node:http: the documented JSON of the meteorological observations
// (metobs API version 1.0: a parameter's stations, a station's values per period, the archive as CSV) and of the
// point forecast (pmp3g version 2). Its weather is made up but plausible and deterministic (fakeValue), so a test
// can say what a lookup must find. Modes: ok, down (503 to everything), garbage (200 with the wrong shape), slow.
// Run alone: `node scripts/fake-smhi.mjs [port]`; POST /__mode with the mode's name switches it, GET /__stats
// tells how many requests each path had. POST /__mode with `{"mode": …, "lat": …, "lon": …}` sets the mode of the
// forecast near that point only (the site asks for its grid cell's centre; mode "ok" clears it): tests running side
// by side keep out of each other's way.
import http from "node:http";
import process from "node:process";

const HOUR = 3_600_000;

/** Stations by parameter. Pressure and cloud are measured at fewer places (the airports), as at SMHI. */
const EVERYWHERE = [
  { key: "98230", name: "Stockholm-Observatoriekullen A", latitude: 59.3417, longitude: 18.0549 },
  { key: "97530", name: "Uppsala Aut", latitude: 59.8471, longitude: 17.632 },
  { key: "71420", name: "Göteborg A", latitude: 57.7156, longitude: 11.9924 },
  { key: "52350", name: "Malmö A", latitude: 55.5714, longitude: 13.0734 },
  { key: "180940", name: "Kiruna Flygplats", latitude: 67.8222, longitude: 20.3368 },
  { key: "134110", name: "Östersund-Frösön Flygplats", latitude: 63.1971, longitude: 14.4811 },
];
const AIRPORTS = [
  { key: "97400", name: "Stockholm-Arlanda Flygplats", latitude: 59.6269, longitude: 17.9545 },
  { key: "71380", name: "Göteborg-Landvetter Flygplats", latitude: 57.6727, longitude: 12.2878 },
  { key: "52350", name: "Malmö A", latitude: 55.5714, longitude: 13.0734 },
  { key: "180940", name: "Kiruna Flygplats", latitude: 67.8222, longitude: 20.3368 },
  { key: "134110", name: "Östersund-Frösön Flygplats", latitude: 63.1971, longitude: 14.4811 },
];
export const FAKE_STATIONS = { 1: EVERYWHERE, 3: EVERYWHERE, 4: EVERYWHERE, 7: EVERYWHERE, 9: AIRPORTS, 16: AIRPORTS };

const PARAMETER_NAMES = {
  1: ["Lufttemperatur", "momentanvärde, 1 gång/tim", "degree celsius"],
  3: ["Vindriktning", "medelvärde 10 min, 1 gång/tim", "degree"],
  4: ["Vindhastighet", "medelvärde 10 min, 1 gång/tim", "metre per second"],
  7: ["Nederbördsmängd", "summa 1 timme, 1 gång/tim", "millimetre"],
  9: ["Lufttryck reducerat havsytans nivå", "vid havsytans nivå, momentanvärde, 1 gång/tim", "hectopascal"],
  16: ["Total molnmängd", "momentanvärde, 1 gång/tim", "percent"],
};

/** The fake's weather: a station's value of a parameter at an hour (ms, UTC), rounded as SMHI gives it. */
export function fakeValue(parameter, station, at) {
  const hours = Math.floor(at / HOUR);
  const seed = Number(station) % 97;
  const dayOfYear = (at / 86_400_000) % 365.25;
  const season = -Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.25);
  const day = -Math.cos((2 * Math.PI * ((hours % 24) - 3)) / 24);
  switch (Number(parameter)) {
    case 1: return round(6 + 11 * season + 4 * day + (seed % 5) - 2, 1);
    case 3: return (hours * 7 + seed * 11) % 360;
    case 4: return round(3 + 2.5 * Math.abs(Math.sin(hours / 9 + seed)), 1);
    case 7: return hours % 11 === 0 ? round(0.2 + (seed % 3) * 0.4, 1) : 0;
    // A slow swing over two days: rising for a day, falling for a day, about 0.5 hPa an hour at its steepest.
    case 9: return round(1012 + 8 * Math.sin((2 * Math.PI * hours) / 48), 1);
    case 16: return ((hours + seed) % 9) * 12.5 >= 100 ? 100 : Math.round(((hours + seed) % 9) * 12.5);
    default: return 0;
  }
}

const round = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function stationList(parameter) {
  const [name, summary, unit] = PARAMETER_NAMES[parameter];
  return {
    key: String(parameter),
    updated: Date.now(),
    title: `${name} - ${summary}`,
    summary,
    valueType: "SAMPLING",
    unit,
    stationSet: [],
    station: FAKE_STATIONS[parameter].map((s) => ({
      name: s.name,
      owner: "SMHI",
      ownerCategory: "CLIMATE",
      measuringStations: "CORE",
      id: Number(s.key),
      height: 20,
      latitude: s.latitude,
      longitude: s.longitude,
      active: true,
      from: Date.parse("1961-01-01T00:00:00Z"),
      to: Date.now() + HOUR,
      key: s.key,
      updated: Date.now(),
      title: `${s.name}`,
      summary: `Latitud: ${s.latitude} Longitud: ${s.longitude} Höjd: 20`,
      link: [],
    })),
  };
}

function hoursBetween(from, to) {
  const first = Math.ceil(from / HOUR) * HOUR;
  const hours = [];
  for (let at = first; at <= to; at += HOUR) hours.push(at);
  return hours;
}

function periodRange(period, now) {
  const lastHour = Math.floor(now / HOUR) * HOUR;
  if (period === "latest-hour") return [lastHour, lastHour];
  if (period === "latest-day") return [lastHour - 23 * HOUR, lastHour];
  if (period === "latest-months") return [lastHour - 120 * 86_400_000, lastHour];
  return [Date.parse("2024-01-01T00:00:00Z"), lastHour - 90 * 86_400_000];
}

function stationData(parameter, station, period, now) {
  const [name, summary, unit] = PARAMETER_NAMES[parameter];
  const found = FAKE_STATIONS[parameter].find((s) => s.key === station);
  const [from, to] = periodRange(period, now);
  return {
    value: hoursBetween(from, to).map((date) => ({ date, value: String(fakeValue(parameter, station, date)), quality: "G" })),
    updated: now,
    parameter: { key: String(parameter), name, summary, unit },
    station: { key: station, name: found.name, owner: "SMHI", ownerCategory: "CLIMATE", measuringStations: "CORE", height: 20 },
    period: { key: period, from, to, summary: "", sampling: "1 timme" },
    position: [{ from, to, height: 20, latitude: found.latitude, longitude: found.longitude }],
    link: [],
  };
}

function archiveCsv(parameter, station, now) {
  const [name, , unit] = PARAMETER_NAMES[parameter];
  const found = FAKE_STATIONS[parameter].find((s) => s.key === station);
  const [from, to] = periodRange("corrected-archive", now);
  const lines = [
    "Stationsnamn;Stationsnummer;Stationsnät;Mäthöjd (meter över marken)",
    `${found.name};${station};SMHIs stationsnät;2.0`,
    "",
    "Parameternamn;Beskrivning;Enhet",
    `${name};momentanvärde, 1 gång/tim;${unit}`,
    "",
    `Datum;Tid (UTC);${name};Kvalitet;;Tidsutsnitt:`,
  ];
  for (const at of hoursBetween(from, to)) {
    const iso = new Date(at).toISOString();
    lines.push(`${iso.slice(0, 10)};${iso.slice(11, 19)};${fakeValue(parameter, station, at)};G;;`);
  }
  return lines.join("\n");
}

/** The fake's point forecast at an hour: the same weather as the observations of the nearest airport. */
function forecast(lon, lat, now) {
  const reference = Math.floor(now / HOUR) * HOUR;
  const station = AIRPORTS.reduce((best, s) => (Math.hypot(s.latitude - lat, s.longitude - lon) < Math.hypot(best.latitude - lat, best.longitude - lon) ? s : best)).key;
  const timeSeries = [];
  for (let h = 1; h <= 10 * 24; h += h < 48 ? 1 : 3) {
    const at = reference + h * HOUR;
    const value = (parameter) => fakeValue(parameter, station, at);
    timeSeries.push({
      validTime: new Date(at).toISOString().replace(".000Z", "Z"),
      parameters: [
        { name: "msl", levelType: "hmsl", level: 0, unit: "hPa", values: [value(9)] },
        { name: "t", levelType: "hl", level: 2, unit: "Cel", values: [value(1)] },
        { name: "wd", levelType: "hl", level: 10, unit: "degree", values: [value(3)] },
        { name: "ws", levelType: "hl", level: 10, unit: "m/s", values: [value(4)] },
        { name: "tcc_mean", levelType: "hl", level: 0, unit: "octas", values: [Math.round(value(16) / 12.5)] },
        { name: "pmean", levelType: "hl", level: 0, unit: "kg/m2/h", values: [value(7)] },
        { name: "Wsymb2", levelType: "hl", level: 0, unit: "category", values: [value(7) > 0 ? 18 : value(16) > 60 ? 6 : 2] },
      ],
    });
  }
  return {
    approvedTime: new Date(reference).toISOString().replace(".000Z", "Z"),
    referenceTime: new Date(reference).toISOString().replace(".000Z", "Z"),
    geometry: { type: "Point", coordinates: [[lon, lat]] },
    timeSeries,
  };
}

const METOBS_PARAMETER = /^\/metobs\/version\/1\.0\/parameter\/(\d+)\.json$/;
const METOBS_DATA = /^\/metobs\/version\/1\.0\/parameter\/(\d+)\/station\/(\d+)\/period\/([a-z-]+)\/data\.(json|csv)$/;
const FORECAST = /^\/metfcst\/category\/pmp3g\/version\/2\/geotype\/point\/lon\/(-?[\d.]+)\/lat\/(-?[\d.]+)\/data\.json$/;

/** The mode set for a point within 15 km of the one asked for, if any. */
function pointMode(points, lat, lon) {
  for (const point of points.values()) {
    const north = (point.lat - lat) * 111;
    const east = (point.lon - lon) * 111 * Math.cos((lat * Math.PI) / 180);
    if (Math.hypot(north, east) < 15) return point.mode;
  }
  return null;
}

/**
 * Starts the fake on a port (0: any free one). The observations are under {url}/metobs, the forecast under
 * {url}/metfcst: SMHI_METOBS_URL and SMHI_FORECAST_URL point there.
 */
export async function startFakeSmhi({ port = 0, mode = "ok", now = () => Date.now() } = {}) {
  const state = { mode, requests: new Map(), points: new Map() };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "POST" && path === "/__mode") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const text = body.trim();
        if (!text.startsWith("{")) {
          state.mode = text || "ok";
          return res.end(state.mode);
        }
        const { mode: next = "ok", lat, lon } = JSON.parse(text);
        const key = `${Number(lat)},${Number(lon)}`;
        if (next === "ok") state.points.delete(key);
        else state.points.set(key, { lat: Number(lat), lon: Number(lon), mode: next });
        res.end(`${next} near ${key}`);
      });
      return;
    }
    if (path === "/__stats") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(Object.fromEntries(state.requests)));
      return;
    }
    state.requests.set(path, (state.requests.get(path) ?? 0) + 1);
    const send = (status, body, type = "application/json;charset=UTF-8") => {
      res.statusCode = status;
      res.setHeader("content-type", type);
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const forecastAt = FORECAST.exec(path);
    const mode = (forecastAt && pointMode(state.points, Number(forecastAt[2]), Number(forecastAt[1]))) || state.mode;
    if (mode === "down") return send(503, "Service Unavailable", "text/plain");
    if (mode === "garbage") return send(200, { oops: "<html>Underhåll pågår</html>", value: "not a list" });
    const answer = () => {
      let match = METOBS_PARAMETER.exec(path);
      if (match) return FAKE_STATIONS[match[1]] ? send(200, stationList(Number(match[1]))) : send(404, { message: "Not found" });
      match = METOBS_DATA.exec(path);
      if (match) {
        const [, parameter, station, period, format] = match;
        if (!FAKE_STATIONS[parameter]?.some((s) => s.key === station)) return send(404, { message: "Not found" });
        if (format === "csv") return period === "corrected-archive" ? send(200, archiveCsv(Number(parameter), station, now()), "text/plain;charset=UTF-8") : send(404, "");
        if (period === "corrected-archive") return send(404, { message: "Not found" });
        return send(200, stationData(Number(parameter), station, period, now()));
      }
      match = FORECAST.exec(path);
      if (match) {
        const [lon, lat] = [Number(match[1]), Number(match[2])];
        if (lat < 52 || lat > 72 || lon < 2 || lon > 38) return send(404, { message: "Requested point is out of bounds" });
        return send(200, forecast(lon, lat, now()));
      }
      return send(404, { message: "Not found" });
    };
    if (mode === "slow") setTimeout(answer, 5000);
    else answer();
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    metobsUrl: `${url}/metobs`,
    forecastUrl: `${url}/metfcst`,
    setMode(next) {
      state.mode = next;
    },
    /** Requests per path since start (or the last reset). */
    requests(prefix = "") {
      return [...state.requests].filter(([path]) => path.startsWith(prefix)).reduce((sum, [, count]) => sum + count, 0);
    },
    resetCounts() {
      state.requests.clear();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeSmhi({ port: Number(process.argv[2] ?? 3390) });
  console.log(`[fake-smhi] ${fake.url} (SMHI_METOBS_URL=${fake.metobsUrl} SMHI_FORECAST_URL=${fake.forecastUrl})`);
}
