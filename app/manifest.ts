// The web manifest (/manifest.webmanifest): lets a phone keep Fiskegänget on its home screen like an app.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Fiskegänget",
    short_name: "Fiskegänget",
    description: "Gemenskapen för alla som fiskar: dela fångstrapporter, läs nyheter och hitta nya matroser.",
    lang: "sv",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f4f8fb",
    theme_color: "#0b5d8c",
    // Drawn and sized by scripts/make-icons.mjs.
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
