// The species catalogue: the Swedish species an angler logs, with the facts the logbook shows. One reviewed list;
// the migration that fills the `species` table is written from it (scripts/species-sql.mjs). Sources and the year
// they were read: CATALOGUE_SOURCES. Figures are facts; the wording is ours. Local fishing rules can be stricter.

export type SpeciesFacts = {
  /** The address part: lowercase ASCII letters and hyphens, e.g. "gadda", "oring". */
  slug: string;
  /** Swedish name as shown on the site, capitalised: "Gädda". */
  name: string;
  /** Scientific name. */
  latin: string;
  /** Other spellings, plural and definite forms and colloquial names anglers type, lowercase. */
  aliases: readonly string[];
  /** Storfiskregistret's minimum weight in grams, or null where Sportfiskarna lists none. */
  bigFishMinGrams: number | null;
  /** The minimum legal length in whole cm that the law sets in the large lakes, or null. */
  legalMinLengthCm: number | null;
  /** Where the legal size applies, or another rule an angler must know (a protected species); null if none. */
  legalNote: string | null;
  /** The waters it is usually caught in. */
  water: "sött" | "salt" | "båda";
};

export const CATALOGUE_SOURCES: readonly { title: string; url: string; read: number }[] = [
  { title: "Sportfiskarna: Storfiskregistreringens regler och minimivikter", url: "https://www.sportfiskarna.se/Storfiskregistret/Regler-och-minimivikter", read: 2026 },
  { title: "Sportfiskarna: Nyheter i Storfiskregistrets regler (bäckröding från alla vatten)", url: "https://www.sportfiskarna.se/Om-oss/Aktuellt/ArticleID/5451", read: 2026 },
  { title: "Länsstyrelsen, Vätterns fiskebestämmelser: Minimimått", url: "http://extra.lansstyrelsen.se/vattern/Sv/fiska-i-vattern/fiskebestammelser/Pages/Minimimatt.aspx", read: 2026 },
  { title: "Nytt minimimått på gös från Mälaren (45 cm från 1 juli 2012)", url: "http://naraventyr.blogspot.com/2012/06/nytt-minimimatt-pa-gos-fran-malaren.html", read: 2026 },
];

const LAKES = "i bland annat Vättern";
const CHECK_LOCAL = "I andra vatten kan andra mått gälla – kontrollera fiskereglerna där du fiskar.";

export const SPECIES: readonly SpeciesFacts[] = [
  { slug: "abborre", name: "Abborre", latin: "Perca fluviatilis", aliases: ["abborrar", "abborren", "abborrarna", "abbe", "abbar"], bigFishMinGrams: 1600, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "asp", name: "Asp", latin: "Leuciscus aspius", aliases: ["aspar", "aspen"], bigFishMinGrams: 5000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "berggylta", name: "Berggylta", latin: "Labrus bergylta", aliases: ["berggyltor", "berggyltan"], bigFishMinGrams: 1400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "bjorkna", name: "Björkna", latin: "Blicca bjoerkna", aliases: ["björknor", "björknan"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "bleka", name: "Bleka", latin: "Pollachius pollachius", aliases: ["blekor", "blekan", "lyrtorsk", "lyrtorskar"], bigFishMinGrams: 4000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "braxen", name: "Braxen", latin: "Abramis brama", aliases: ["braxar", "braxnar", "braxnarna", "brax"], bigFishMinGrams: 4400, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "backroding", name: "Bäckröding", latin: "Salvelinus fontinalis", aliases: ["bäckrödingar", "bäckrödingen"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "faren", name: "Faren", latin: "Ballerus ballerus", aliases: ["farnar", "farenen"], bigFishMinGrams: 600, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "farna", name: "Färna", latin: "Squalius cephalus", aliases: ["färnor", "färnan"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "gadda", name: "Gädda", latin: "Esox lucius", aliases: ["gäddor", "gäddan", "gäddorna"], bigFishMinGrams: 12000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  {
    slug: "gos",
    name: "Gös",
    latin: "Sander lucioperca",
    aliases: ["gösar", "gösen", "gösarna"],
    bigFishMinGrams: 6500,
    legalMinLengthCm: 45,
    legalNote: `Gös under 45 cm ska enligt lag släppas tillbaka ${LAKES} och Mälaren. ${CHECK_LOCAL}`,
    water: "båda",
  },
  {
    slug: "harr",
    name: "Harr",
    latin: "Thymallus thymallus",
    aliases: ["harrar", "harren"],
    bigFishMinGrams: 1500,
    legalMinLengthCm: 35,
    legalNote: `Harr under 35 cm ska enligt lag släppas tillbaka ${LAKES}. ${CHECK_LOCAL}`,
    water: "sött",
  },
  { slug: "havsabborre", name: "Havsabborre", latin: "Dicentrarchus labrax", aliases: ["havsabborrar", "havsabborren"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "havskatt", name: "Havskatt", latin: "Anarhichas lupus", aliases: ["havskattor", "havskatten"], bigFishMinGrams: 4500, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "havsoring", name: "Havsöring", latin: "Salmo trutta", aliases: ["havsöringar", "havsöringen"], bigFishMinGrams: 7000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "hornsimpa", name: "Hornsimpa", latin: "Myoxocephalus quadricornis", aliases: ["hornsimpor", "hornsimpan"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "halleflundra",
    name: "Hälleflundra",
    latin: "Hippoglossus hippoglossus",
    aliases: ["hälleflundror", "hälleflundran"],
    bigFishMinGrams: null,
    legalMinLengthCm: null,
    legalNote: "Storfiskregistret mäter hälleflundra på längden, vid båtsidan, så att fisken kan släppas tillbaka.",
    water: "salt",
  },
  { slug: "id", name: "Id", latin: "Leuciscus idus", aliases: ["idar", "iden"], bigFishMinGrams: 2700, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "karp", name: "Karp", latin: "Cyprinus carpio", aliases: ["karpar", "karpen"], bigFishMinGrams: 12000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "knot", name: "Knot", latin: "Eutrigla gurnardus", aliases: ["knotar", "knoten", "grå knot"], bigFishMinGrams: 400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "kolja", name: "Kolja", latin: "Melanogrammus aeglefinus", aliases: ["koljor", "koljan"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "kummel", name: "Kummel", latin: "Merluccius merluccius", aliases: ["kummlar", "kummeln"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "lake", name: "Lake", latin: "Lota lota", aliases: ["lakar", "laken"], bigFishMinGrams: 4000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  {
    slug: "lax",
    name: "Lax",
    latin: "Salmo salar",
    aliases: ["laxar", "laxen", "insjölax"],
    bigFishMinGrams: 14000,
    legalMinLengthCm: 60,
    legalNote: `Lax under 60 cm ska enligt lag släppas tillbaka ${LAKES}. ${CHECK_LOCAL}`,
    water: "båda",
  },
  { slug: "lubb", name: "Lubb", latin: "Brosme brosme", aliases: ["lubbar", "lubben"], bigFishMinGrams: 10000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "langa", name: "Långa", latin: "Molva molva", aliases: ["långor", "långan"], bigFishMinGrams: 9000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "makrill", name: "Makrill", latin: "Scomber scombrus", aliases: ["makrillar", "makrillen"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "mal",
    name: "Mal",
    latin: "Silurus glanis",
    aliases: ["malar", "malen"],
    bigFishMinGrams: null,
    legalMinLengthCm: null,
    legalNote: "Malen är fredad i Sverige: en mal som nappar ska genast släppas tillbaka. Den registreras inte i Storfiskregistret.",
    water: "sött",
  },
  { slug: "marulk", name: "Marulk", latin: "Lophius piscatorius", aliases: ["marulkar", "marulken"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "mort", name: "Mört", latin: "Rutilus rutilus", aliases: ["mörtar", "mörten"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "nabbgadda", name: "Näbbgädda", latin: "Belone belone", aliases: ["näbbgäddor", "näbbgäddan", "horngädda", "horngäddor"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "piggvar", name: "Piggvar", latin: "Scophthalmus maximus", aliases: ["piggvarar", "piggvaren"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "regnbage", name: "Regnbåge", latin: "Oncorhynchus mykiss", aliases: ["regnbågar", "regnbågen", "regnbågsöring"], bigFishMinGrams: 6000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "ruda", name: "Ruda", latin: "Carassius carassius", aliases: ["rudor", "rudan"], bigFishMinGrams: 1800, legalMinLengthCm: null, legalNote: null, water: "sött" },
  {
    slug: "roding",
    name: "Röding",
    latin: "Salvelinus alpinus",
    aliases: ["rödingar", "rödingen", "fjällröding"],
    bigFishMinGrams: 4000,
    legalMinLengthCm: 50,
    legalNote: `Röding under 50 cm ska enligt lag släppas tillbaka ${LAKES}. ${CHECK_LOCAL}`,
    water: "sött",
  },
  { slug: "rodspatta", name: "Rödspätta", latin: "Pleuronectes platessa", aliases: ["rödspättor", "rödspättan", "spätta"], bigFishMinGrams: 1400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "rotsimpa", name: "Rötsimpa", latin: "Myoxocephalus scorpius", aliases: ["rötsimpor", "rötsimpan", "ulk"], bigFishMinGrams: 400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "sarv", name: "Sarv", latin: "Scardinius erythrophthalmus", aliases: ["sarvar", "sarven"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sej", name: "Sej", latin: "Pollachius virens", aliases: ["sejar", "sejen", "gråsej"], bigFishMinGrams: 6000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "sik", name: "Sik", latin: "Coregonus maraena", aliases: ["sikar", "siken"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "sill", name: "Sill", latin: "Clupea harengus", aliases: ["sillar", "sillen", "strömming", "strömmingar", "strömmingen"], bigFishMinGrams: 350, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "sjurygg",
    name: "Sjurygg",
    latin: "Cyclopterus lumpus",
    aliases: ["sjuryggar", "sjuryggen", "stenbit"],
    bigFishMinGrams: null,
    legalMinLengthCm: null,
    legalNote: "Sjuryggen registreras inte i Storfiskregistret.",
    water: "salt",
  },
  { slug: "skrubbskadda", name: "Skrubbskädda", latin: "Platichthys flesus", aliases: ["skrubbskäddor", "skrubbskäddan", "skrubba", "flundra", "flundror"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "slatvar", name: "Slätvar", latin: "Scophthalmus rhombus", aliases: ["slätvarar", "slätvaren"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "stam", name: "Stäm", latin: "Leuciscus leuciscus", aliases: ["stämmar", "stämmen"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sutare", name: "Sutare", latin: "Tinca tinca", aliases: ["sutarar", "sutaren"], bigFishMinGrams: 3200, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "tjocklappad-multe", name: "Tjockläppad multe", latin: "Chelon labrosus", aliases: ["multe", "multar", "multen"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "torsk", name: "Torsk", latin: "Gadus morhua", aliases: ["torskar", "torsken"], bigFishMinGrams: 17000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "tanglake", name: "Tånglake", latin: "Zoarces viviparus", aliases: ["tånglakar", "tånglaken"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "vimma", name: "Vimma", latin: "Vimba vimba", aliases: ["vimmor", "vimman"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "vitling", name: "Vitling", latin: "Merlangius merlangus", aliases: ["vitlingar", "vitlingen"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "al",
    name: "Ål",
    latin: "Anguilla anguilla",
    aliases: ["ålar", "ålen"],
    bigFishMinGrams: 1800,
    legalMinLengthCm: null,
    legalNote: "Ålen är akut hotad och fiske efter ål är förbjudet för fritidsfiskare i de flesta svenska vatten – en ål som nappar ska släppas tillbaka.",
    water: "båda",
  },
  {
    slug: "oring",
    name: "Öring",
    latin: "Salmo trutta",
    aliases: ["öringar", "öringen", "insjööring", "bäcköring", "strömöring"],
    bigFishMinGrams: 6000,
    legalMinLengthCm: 50,
    legalNote: `Öring under 50 cm ska enligt lag släppas tillbaka ${LAKES}. ${CHECK_LOCAL}`,
    water: "sött",
  },
];
