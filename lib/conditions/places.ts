// The towns /fiskevader offers to pick from, with their positions. Browser-safe.
export const TOWNS = [
  { slug: "stockholm", name: "Stockholm", latitude: 59.3293, longitude: 18.0686 },
  { slug: "goteborg", name: "Göteborg", latitude: 57.7089, longitude: 11.9746 },
  { slug: "malmo", name: "Malmö", latitude: 55.605, longitude: 13.0038 },
  { slug: "uppsala", name: "Uppsala", latitude: 59.8586, longitude: 17.6389 },
  { slug: "vasteras", name: "Västerås", latitude: 59.6099, longitude: 16.5448 },
  { slug: "orebro", name: "Örebro", latitude: 59.2753, longitude: 15.2134 },
  { slug: "linkoping", name: "Linköping", latitude: 58.4108, longitude: 15.6214 },
  { slug: "jonkoping", name: "Jönköping", latitude: 57.7826, longitude: 14.1618 },
  { slug: "karlstad", name: "Karlstad", latitude: 59.3793, longitude: 13.5036 },
  { slug: "vaxjo", name: "Växjö", latitude: 56.8777, longitude: 14.8091 },
  { slug: "kalmar", name: "Kalmar", latitude: 56.6634, longitude: 16.3568 },
  { slug: "visby", name: "Visby", latitude: 57.6348, longitude: 18.2948 },
  { slug: "gavle", name: "Gävle", latitude: 60.6749, longitude: 17.1413 },
  { slug: "falun", name: "Falun", latitude: 60.6065, longitude: 15.6355 },
  { slug: "sundsvall", name: "Sundsvall", latitude: 62.3908, longitude: 17.3069 },
  { slug: "ostersund", name: "Östersund", latitude: 63.1792, longitude: 14.6357 },
  { slug: "umea", name: "Umeå", latitude: 63.8258, longitude: 20.263 },
  { slug: "lulea", name: "Luleå", latitude: 65.5848, longitude: 22.1547 },
  { slug: "kiruna", name: "Kiruna", latitude: 67.8558, longitude: 20.2253 },
  { slug: "halmstad", name: "Halmstad", latitude: 56.6745, longitude: 12.8578 },
] as const;

export type Town = (typeof TOWNS)[number];
