// A page that does nothing but exist: kept for an hour once first read, like the site's report pages, and drawn on
// the first read of every address (no address is built ahead). What a first read costs Next.js itself.
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

// About 2 kB of text, a report page's worth of words.
const TEXT = [
  "Gäddan stod i vassen vid udden och högg på en gul wobbler strax efter soluppgången, när vinden hade lagt sig.",
  "Abborren gick i stim längs stupet på fyra meters djup, och det räckte med en liten jigg för att få napp på varje kast.",
  "Vi drog båten upp på stranden, kokade kaffe på stormköket och såg dimman lätta över sjön medan lommen ropade.",
  "Gösen tog först i skymningen, långsamt fiskat nära botten med en vit gummifisk och ett försiktigt mothugg.",
  "Öringen i bäcken var liten men vacker, och den fick simma tillbaka efter ett snabbt foto i det kalla vattnet.",
  "Nästa helg lovar prognosen mulet och svag sydvästlig vind, och då brukar fisken stå grunt längs vikarna.",
  "Kom ihåg att kontrollera minimimåtten och fredningstiderna för vattnet du fiskar i innan du tar med dig fångsten hem.",
  "Släpp tillbaka de stora honorna, de är framtidens fiske, och ta hellre med dig ett par mindre fiskar till middagen.",
  "Spinnfiske från land fungerar bra på hösten när vattnet kallnar och fisken söker sig närmare stränderna igen.",
  "Till sist: lämna ingen lina eller skräp efter dig, och skriv gärna en rad om dagen så att andra kan lära sig något.",
  "Det blev en lång dag på sjön med många fina stunder och flera fiskar som fick simma vidare till nästa gång.",
  "Skriv upp vilket bete som fungerade, vilken tid på dagen och hur vädret var, så blir nästa tur ännu bättre.",
  "Sikfisket i älven kräver tålamod, fina tafsar och små flugor, men belöningen är en av de godaste fiskarna som finns.",
  "Harren står gärna i strömmen bakom stora stenar och tar torrfluga när kläckningen kommer igång på eftermiddagen.",
  "Braxen och sutare lockas med mäsk vid kvällningen, och flötet ska ligga stilla länge innan det sakta dras under.",
  "Isfisket börjar när isen bär, aldrig förr: gå aldrig ensam, ha isdubbar runt halsen och en ispik att känna med.",
  "Laxen i Mörrumsån är känd över hela världen, och en första lax därifrån är något som varje fiskare minns för alltid.",
];

export default async function Page({ params }) {
  const { id } = await params;
  return (
    <main>
      <h1>Sida {id}</h1>
      {TEXT.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </main>
  );
}
