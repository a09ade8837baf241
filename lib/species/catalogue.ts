// The species catalogue: the Swedish species an angler logs, with the facts the logbook shows. One reviewed list;
// the migration that fills the `species` table is written from it (npx tsx scripts/species-sql.mjs). Sources and
// the year they were read: CATALOGUE_SOURCES. The figures are facts; the wording is ours.

export type SpeciesFacts = {
  /** The address part: lowercase ASCII letters and hyphens, e.g. "gadda", "oring", "regnbage". */
  slug: string;
  /** Swedish name as shown on the site, capitalised: "Gädda". */
  name: string;
  /** Scientific name: "Esox lucius". */
  latin: string;
  /**
   * Other spellings anglers type, lowercase with the Swedish letters: plural and definite forms ("gäddor",
   * "gäddan") and colloquial names of the same species ("strömming" for sill, "havsöring" for öring). None of
   * them is another species' name (building the match index refuses a catalogue where one is).
   */
  aliases: readonly string[];
  /** Storfiskregistret's minimum weight in grams, or null where Sportfiskarna lists none for the species. */
  bigFishMinGrams: number | null;
  /** The minimum legal length in whole cm where one size holds in all the waters it is usually caught in, or null. */
  legalMinLengthCm: number | null;
  /**
   * What an angler must know of the law: where the size applies, or, without one size, the regional sizes or the
   * protection (a size always comes with the reminder that local rules can differ); null when there is nothing.
   */
  legalNote: string | null;
  /** The waters it is usually caught in. */
  water: "sött" | "salt" | "båda";
};

export const CATALOGUE_SOURCES: readonly { title: string; url: string; read: number }[] = [
  { title: "Sportfiskarna: Storfiskregistreringens regler och minimivikter", url: "https://www.sportfiskarna.se/Storfiskregistret/Regler-och-minimivikter", read: 2026 },
  { title: "Sportfiskarna: Nyheter i Storfiskregistrets regler (bäckröding från 1,0 kg)", url: "https://www.sportfiskarna.se/Om-oss/Aktuellt/ArticleID/5451", read: 2026 },
  { title: "Fiska i Säter: Sportfiskarnas referensvikter (minimivikter) för sötvattensarter", url: "https://fiskaisater.se/fangster/", read: 2026 },
  { title: "Havs- och vattenmyndigheten: Minimimått och maximimått för fångst, kust och hav", url: "https://www.havochvatten.se/fiske-och-handel/regler-och-lagar/fredningstider-minimimatt-och-maximimatt/minimimatt-och-maximimatt-for-fangst.html", read: 2026 },
  { title: "Havs- och vattenmyndigheten: Gös – minimimått, fredningstid och fångstbegränsningar", url: "https://www.havochvatten.se/fiske-och-handel/regler-och-lagar/arter-regler-for-fiske-och-rapportering/gos---minimimatt-fredningstid-och-fangstbegransningar.html", read: 2026 },
  { title: "Havs- och vattenmyndigheten: Torsk – regler för fritidsfiskare", url: "https://www.havochvatten.se/fiske-och-handel/regler-och-lagar/arter-regler-for-fiske-och-rapportering/torsk---regler-for-fritidsfiskare.html", read: 2026 },
  { title: "Havs- och vattenmyndigheten: Regler för ålfiske", url: "https://www.havochvatten.se/fiske-och-handel/regler-och-lagar/arter-regler-for-fiske-och-rapportering/regler-for-alfiske.html", read: 2026 },
  { title: "Havs- och vattenmyndigheten: Begränsat fritidsfiske efter pigghaj möjligt (2 juni 2023)", url: "https://www.havochvatten.se/arkiv/aktuellt/2023-06-02-begransat-fritidsfiske-efter-pigghaj-mojligt.html", read: 2026 },
  { title: "Länsstyrelsen, Vätterns fiskebestämmelser: Minimimått", url: "http://extra.lansstyrelsen.se/vattern/Sv/fiska-i-vattern/fiskebestammelser/Pages/Minimimatt.aspx", read: 2026 },
  { title: "Paddla Vänern: Fiske i Vänern (minimimått för lax, öring och gös)", url: "http://www.paddla-vanern.se/fiske/", read: 2026 },
  { title: "Länsstyrelsen i Kronobergs län: Extra tillsyn i sommar av största insjöfisken (malen är fredad)", url: "https://www.lansstyrelsen.se/kronoberg/om-oss/nyheter-och-press/nyheter---kronoberg/2021-06-16-extra-tillsyn-i-sommar-av-storsta-insjofisken.html", read: 2026 },
  { title: "Artdatabanken: släktet Coregonus (sik och siklöja)", url: "http://artfakta.artdatabanken.se/taxon/1001698", read: 2026 },
];

// Weights: Storfiskregistret's list. The freshwater figures were checked against a second copy (Fiska i Säter); the
// sea species' figures were read from a copy of Sportfiskarna's list, so check them against the page when it changes.
// Where Storfiskregistret has two classes of one species (havsöring 7 kg / insjööring 6 kg, lax 14 kg / insjölax
// 8 kg) the higher is used, so a catch is never marked 'Storfisk' below its class's minimum.
// Sizes: with hand gear on the coast, minimum sizes apply only to gädda, gös, harr, lax, öring and torsk. Only gös
// has one figure for all the waters it is usually caught in; the others' regional sizes are in their notes.
export const SPECIES: readonly SpeciesFacts[] = [
  { slug: "abborre", name: "Abborre", latin: "Perca fluviatilis", aliases: ["abborrar", "abborren", "abborrarna", "abbe"], bigFishMinGrams: 1600, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "asp", name: "Asp", latin: "Leuciscus aspius", aliases: ["aspar", "aspen", "asparna"], bigFishMinGrams: 5000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "berggylta", name: "Berggylta", latin: "Labrus bergylta", aliases: ["berggyltor", "berggyltan", "berggyltorna"], bigFishMinGrams: 1400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "bjorkna", name: "Björkna", latin: "Blicca bjoerkna", aliases: ["björknor", "björknan", "björknorna"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "bleka", name: "Bleka", latin: "Pollachius pollachius", aliases: ["blekor", "blekan", "blekorna", "lyrtorsk", "lyrtorskar", "lyrtorsken", "lyr"], bigFishMinGrams: 4000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "braxen", name: "Braxen", latin: "Abramis brama", aliases: ["braxnar", "braxnarna", "braxar", "brax"], bigFishMinGrams: 4400, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "backroding", name: "Bäckröding", latin: "Salvelinus fontinalis", aliases: ["bäckrödingar", "bäckrödingen", "bäckrödingarna", "fontinalis"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "faren", name: "Faren", latin: "Ballerus ballerus", aliases: ["farnar", "farnarna"], bigFishMinGrams: 600, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "fenknot", name: "Fenknot", latin: "Chelidonichthys lucerna", aliases: ["fenknotar", "fenknoten", "fenknotarna"], bigFishMinGrams: 350, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "fjarsing", name: "Fjärsing", latin: "Trachinus draco", aliases: ["fjärsingar", "fjärsingen", "fjärsingarna"], bigFishMinGrams: 450, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "farna", name: "Färna", latin: "Squalius cephalus", aliases: ["färnor", "färnan", "färnorna"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "graskarp", name: "Gräskarp", latin: "Ctenopharyngodon idella", aliases: ["gräskarpar", "gräskarpen", "gräskarparna"], bigFishMinGrams: 8000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  {
    slug: "gadda",
    name: "Gädda",
    latin: "Esox lucius",
    aliases: ["gäddor", "gäddan", "gäddorna"],
    bigFishMinGrams: 12000,
    legalMinLengthCm: null,
    legalNote:
      "Inget nationellt minimimått, men i Östersjön söder om Västerbottens län får en gädda tagen med handredskap bara behållas om den är 40–75 cm; lokala regler kan skilja sig.",
    water: "båda",
  },
  { slug: "gars", name: "Gärs", latin: "Gymnocephalus cernua", aliases: ["gärsar", "gärsen", "gärsarna", "gers"], bigFishMinGrams: null, legalMinLengthCm: null, legalNote: null, water: "båda" },
  {
    slug: "gos",
    name: "Gös",
    latin: "Sander lucioperca",
    aliases: ["gösar", "gösen", "gösarna"],
    bigFishMinGrams: 6500,
    legalMinLengthCm: 45,
    legalNote:
      "Minst 45 cm längs hela Östersjökusten och i Vänern, Vättern, Mälaren och Hjälmaren, och mellan norra Uppland och Västernorrland får gös tagen med handredskap dessutom vara högst 60 cm; lokala regler kan skilja sig.",
    water: "båda",
  },
  {
    slug: "harr",
    name: "Harr",
    latin: "Thymallus thymallus",
    aliases: ["harrar", "harren", "harrarna"],
    bigFishMinGrams: 1500,
    legalMinLengthCm: null,
    legalNote: "Inget nationellt minimimått, men 30 cm i Östersjön norr om 60° N och 35 cm i Vättern; lokala regler kan skilja sig.",
    water: "sött",
  },
  { slug: "havsabborre", name: "Havsabborre", latin: "Dicentrarchus labrax", aliases: ["havsabborrar", "havsabborren", "havsabborrarna"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "havskatt", name: "Havskatt", latin: "Anarhichas lupus", aliases: ["havskattor", "havskatten", "havskattorna"], bigFishMinGrams: 4500, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "hornsimpa", name: "Hornsimpa", latin: "Myoxocephalus quadricornis", aliases: ["hornsimpor", "hornsimpan", "hornsimporna"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "halleflundra", name: "Hälleflundra", latin: "Hippoglossus hippoglossus", aliases: ["hälleflundror", "hälleflundran", "hälleflundrorna"], bigFishMinGrams: null, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "id", name: "Id", latin: "Leuciscus idus", aliases: ["idar", "iden", "idarna"], bigFishMinGrams: 2700, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "kanadaroding", name: "Kanadaröding", latin: "Salvelinus namaycush", aliases: ["kanadarödingar", "kanadarödingen", "kanadarödingarna"], bigFishMinGrams: 4000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "karp", name: "Karp", latin: "Cyprinus carpio", aliases: ["karpar", "karpen", "karparna", "spegelkarp", "fjällkarp", "läderkarp"], bigFishMinGrams: 12000, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "knot", name: "Knot", latin: "Eutrigla gurnardus", aliases: ["knotar", "knoten", "knotarna", "grå knot"], bigFishMinGrams: 400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "kolja", name: "Kolja", latin: "Melanogrammus aeglefinus", aliases: ["koljor", "koljan", "koljorna"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "kummel", name: "Kummel", latin: "Merluccius merluccius", aliases: ["kummlar", "kummeln", "kummlarna"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "lake", name: "Lake", latin: "Lota lota", aliases: ["lakar", "laken", "lakarna"], bigFishMinGrams: 4000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  {
    slug: "lax",
    name: "Lax",
    latin: "Salmo salar",
    aliases: ["laxar", "laxen", "laxarna", "insjölax"],
    bigFishMinGrams: 14000,
    legalMinLengthCm: null,
    legalNote:
      "Inget enhetligt minimimått: 60 cm i Östersjön, Vänern och Vättern men 45 cm i Skagerrak och Kattegatt (50 cm i Svinesund och Idefjorden); lokala regler kan skilja sig.",
    water: "båda",
  },
  { slug: "lubb", name: "Lubb", latin: "Brosme brosme", aliases: ["lubbar", "lubben", "lubbarna"], bigFishMinGrams: 10000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "langa", name: "Långa", latin: "Molva molva", aliases: ["långor", "långan", "långorna"], bigFishMinGrams: 9000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "makrill", name: "Makrill", latin: "Scomber scombrus", aliases: ["makrillar", "makrillen", "makrillarna"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "mal",
    name: "Mal",
    latin: "Silurus glanis",
    aliases: ["malar", "malen", "malarna"],
    bigFishMinGrams: null,
    legalMinLengthCm: null,
    legalNote: "Malen är fredad enligt fiskelagen: fiske efter mal är förbjudet och en mal som nappar ska genast släppas tillbaka, i alla vatten.",
    water: "sött",
  },
  { slug: "marulk", name: "Marulk", latin: "Lophius piscatorius", aliases: ["marulkar", "marulken", "marulkarna"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "mort", name: "Mört", latin: "Rutilus rutilus", aliases: ["mörtar", "mörten", "mörtarna"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "nors", name: "Nors", latin: "Osmerus eperlanus", aliases: ["norsar", "norsen", "norsarna"], bigFishMinGrams: null, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "nabbgadda", name: "Näbbgädda", latin: "Belone belone", aliases: ["näbbgäddor", "näbbgäddan", "näbbgäddorna", "horngädda", "horngäddor", "horngäddan"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "pigghaj",
    name: "Pigghaj",
    latin: "Squalus acanthias",
    aliases: ["pigghajar", "pigghajen", "pigghajarna"],
    bigFishMinGrams: 5000,
    legalMinLengthCm: null,
    legalNote:
      "Pigghajen var fredad 2011–2023 och sedan juni 2023 får en fritidsfiskare behålla högst en pigghaj per dygn; reglerna kan ändras och lokala regler kan skilja sig.",
    water: "salt",
  },
  { slug: "piggvar", name: "Piggvar", latin: "Scophthalmus maximus", aliases: ["piggvarar", "piggvaren", "piggvararna"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "regnbage", name: "Regnbåge", latin: "Oncorhynchus mykiss", aliases: ["regnbågar", "regnbågen", "regnbågarna", "regnbågsöring"], bigFishMinGrams: 6000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "ruda", name: "Ruda", latin: "Carassius carassius", aliases: ["rudor", "rudan", "rudorna"], bigFishMinGrams: 1800, legalMinLengthCm: null, legalNote: null, water: "sött" },
  {
    slug: "roding",
    name: "Röding",
    latin: "Salvelinus alpinus",
    aliases: ["rödingar", "rödingen", "rödingarna", "fjällröding"],
    bigFishMinGrams: 4000,
    legalMinLengthCm: null,
    legalNote: "Inget nationellt minimimått, men i Vättern gäller 50 cm; lokala regler kan skilja sig.",
    water: "sött",
  },
  { slug: "rodspatta", name: "Rödspätta", latin: "Pleuronectes platessa", aliases: ["rödspättor", "rödspättan", "rödspättorna", "rödspotta", "spätta"], bigFishMinGrams: 1400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "rotsimpa", name: "Rötsimpa", latin: "Myoxocephalus scorpius", aliases: ["rötsimpor", "rötsimpan", "rötsimporna", "ulk"], bigFishMinGrams: 400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "sandskadda", name: "Sandskädda", latin: "Limanda limanda", aliases: ["sandskäddor", "sandskäddan", "sandskäddorna"], bigFishMinGrams: 450, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "sarv", name: "Sarv", latin: "Scardinius erythrophthalmus", aliases: ["sarvar", "sarven", "sarvarna"], bigFishMinGrams: 1200, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sej", name: "Sej", latin: "Pollachius virens", aliases: ["sejar", "sejen", "sejarna", "gråsej"], bigFishMinGrams: 6000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "sik", name: "Sik", latin: "Coregonus maraena", aliases: ["sikar", "siken", "sikarna"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "sikloja", name: "Siklöja", latin: "Coregonus albula", aliases: ["siklöjor", "siklöjan", "siklöjorna"], bigFishMinGrams: null, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sill", name: "Sill", latin: "Clupea harengus", aliases: ["sillar", "sillen", "sillarna", "strömming", "strömmingar", "strömmingen", "strömmingarna"], bigFishMinGrams: 350, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "silverruda", name: "Silverruda", latin: "Carassius gibelio", aliases: ["silverrudor", "silverrudan", "silverrudorna"], bigFishMinGrams: 1800, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sjurygg", name: "Sjurygg", latin: "Cyclopterus lumpus", aliases: ["sjuryggar", "sjuryggen", "sjuryggarna", "stenbit"], bigFishMinGrams: null, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "skrubbskadda", name: "Skrubbskädda", latin: "Platichthys flesus", aliases: ["skrubbskäddor", "skrubbskäddan", "skrubbskäddorna", "skrubba", "flundra", "flundror"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "slatvar", name: "Slätvar", latin: "Scophthalmus rhombus", aliases: ["slätvarar", "slätvaren", "slätvararna"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "stam", name: "Stäm", latin: "Leuciscus leuciscus", aliases: ["stämmar", "stämmen", "stämmarna"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "sutare", name: "Sutare", latin: "Tinca tinca", aliases: ["sutaren", "sutarna", "sutarar"], bigFishMinGrams: 3200, legalMinLengthCm: null, legalNote: null, water: "sött" },
  { slug: "svartmunnad-smorbult", name: "Svartmunnad smörbult", latin: "Neogobius melanostomus", aliases: ["svartmunnade smörbultar"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "taggmakrill", name: "Taggmakrill", latin: "Trachurus trachurus", aliases: ["taggmakrillar", "taggmakrillen", "taggmakrillarna"], bigFishMinGrams: 400, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "tjocklappad-multe", name: "Tjockläppad multe", latin: "Chelon labrosus", aliases: ["multe", "multar", "multen", "multarna"], bigFishMinGrams: 2500, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "torsk",
    name: "Torsk",
    latin: "Gadus morhua",
    aliases: ["torskar", "torsken", "torskarna"],
    bigFishMinGrams: 17000,
    legalMinLengthCm: null,
    legalNote:
      "Minimimåttet skiljer mellan haven: 38 cm i Östersjön med Öresund och 30 cm i Skagerrak och Kattegatt, och i Östersjön kan fångstbegränsningar eller fiskeförbud gälla; lokala regler kan skilja sig.",
    water: "salt",
  },
  { slug: "tanglake", name: "Tånglake", latin: "Zoarces viviparus", aliases: ["tånglakar", "tånglaken", "tånglakarna"], bigFishMinGrams: 250, legalMinLengthCm: null, legalNote: null, water: "salt" },
  { slug: "vimma", name: "Vimma", latin: "Vimba vimba", aliases: ["vimmor", "vimman", "vimmorna"], bigFishMinGrams: 1000, legalMinLengthCm: null, legalNote: null, water: "båda" },
  { slug: "vitling", name: "Vitling", latin: "Merlangius merlangus", aliases: ["vitlingar", "vitlingen", "vitlingarna"], bigFishMinGrams: 800, legalMinLengthCm: null, legalNote: null, water: "salt" },
  {
    slug: "al",
    name: "Ål",
    latin: "Anguilla anguilla",
    aliases: ["ålar", "ålen", "ålarna"],
    bigFishMinGrams: 1800,
    legalMinLengthCm: null,
    legalNote:
      "Ål får sedan 2007 inte fiskas i Sverige utom i några undantagna inlandsvatten, så en ål som nappar ska försiktigt släppas tillbaka; lokala regler kan skilja sig.",
    water: "båda",
  },
  {
    slug: "oring",
    name: "Öring",
    latin: "Salmo trutta",
    aliases: ["öringar", "öringen", "öringarna", "havsöring", "havsöringar", "havsöringen", "insjööring", "insjööringar", "bäcköring", "bäcköringar", "strömöring"],
    bigFishMinGrams: 7000,
    legalMinLengthCm: null,
    legalNote:
      "Inget enhetligt minimimått: 50 cm i Östersjön och Vättern, 60 cm i Vänern och 45 cm i Skagerrak och Kattegatt (40 cm i Svinesund och Idefjorden); lokala regler kan skilja sig.",
    water: "båda",
  },
];
