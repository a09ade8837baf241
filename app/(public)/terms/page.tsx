import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { PrintButton } from "../_components/print-button";
import styles from "../_components/static-page.module.css";

export const metadata: Metadata = {
  title: "Användarvillkor",
  description: "Villkoren för att vara medlem i Fiskegänget: ålder, konto, innehåll, uppförande och moderering.",
};

const LAST_UPDATED = "2025-01-15";

export default function TermsPage() {
  const email = env().CONTACT_EMAIL;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <article className={styles.page}>
      <div className={styles.toolbar}>
        <PrintButton />
      </div>
      <h1>Användarvillkor</h1>
      <p className={styles.meta}>Senast uppdaterad {LAST_UPDATED}</p>
      <p className={styles.lead}>
        Välkommen till Fiskegänget! De här villkoren gäller för alla som använder webbplatsen. När du skapar ett
        konto godkänner du dem. Är du ung – läs dem gärna tillsammans med en vuxen.
      </p>

      <h2 id="tjansten">1. Om tjänsten</h2>
      <p>
        Fiskegänget är en gemenskap där fiskare delar fångstrapporter, läser nyheter, gillar varandras inlägg och
        blir matroser. Fångstrapporter, nyheter och profiler kan läsas av alla. För att publicera, gilla och skicka
        matros-förfrågningar behöver du ett konto.
      </p>

      <h2 id="konto">2. Ålder och konto</h2>
      <ul>
        <li>Du måste vara minst 13 år för att bli medlem.</li>
        <li>Är du under 16 år behöver du din vårdnadshavares godkännande innan du går med.</li>
        <li>
          Barn under 13 år kan bara registrera sig om en förälder ger sitt samtycke via en länk som skickas till
          förälderns e-postadress.
        </li>
        <li>Ange din riktiga ålder. Ett konto per person.</li>
        <li>
          Håll ditt lösenord hemligt. Du ansvarar för det som görs från ditt konto – misstänker du att någon annan
          använder det, byt lösenord och kontakta oss.
        </li>
        <li>Ditt användarnamn får inte vara stötande eller få det att se ut som att du är någon annan.</li>
      </ul>

      <h2 id="innehall">3. Det du publicerar</h2>
      <p>
        Du äger dina fångstrapporter, bilder och texter. Genom att publicera dem ger du Fiskegänget rätt att visa
        dem på webbplatsen så länge de ligger kvar. Rapportera ärligt – påhittade fångster förstör för alla.
        Publicera bara bilder som du själv har tagit eller har rätt att använda, och fråga alltid den som syns på
        bilden först. Platsinformation tas automatiskt bort från bilder du laddar upp.
      </p>

      <h2 id="uppforande">4. Uppförandekod</h2>
      <p>Fiskegänget ska vara en trevlig och trygg plats. Därför är det inte tillåtet att:</p>
      <ul>
        <li>trakassera, hota, mobba eller sprida hat mot någon</li>
        <li>publicera sexuellt, våldsamt eller på annat sätt olämpligt innehåll – många medlemmar är barn</li>
        <li>dela någon annans personuppgifter eller bilder utan lov</li>
        <li>
          uppmana till eller skryta om olagligt fiske, till exempel fiske utan tillstånd eller fångst av fredad
          fisk
        </li>
        <li>skicka spam, reklam eller försöka lura andra medlemmar</li>
        <li>försöka ta dig in i andras konton eller störa tjänsten</li>
      </ul>

      <h2 id="moderering">5. Moderering och påföljder</h2>
      <p>
        Våra administratörer kan ta bort innehåll som bryter mot villkoren. För brott mot villkoren gäller i tur
        och ordning:
      </p>
      <ol>
        <li>Första förseelsen: en varning.</li>
        <li>Andra förseelsen: avstängning i 7 dagar.</li>
        <li>Tredje förseelsen: permanent avstängning.</li>
      </ol>
      <p>
        Allvarliga förseelser – till exempel hot, sexuella närmanden mot barn eller olagligt innehåll – leder till
        omedelbar avstängning och kan polisanmälas. Ser du något som bryter mot villkoren? Mejla {mail}. Vi svarar
        på anmälningar om missbruk inom 24 timmar.
      </p>

      <h2 id="integritet">6. Integritet och anonymitet</h2>
      <p>
        Hur vi hanterar dina personuppgifter beskrivs i vår <Link href="/privacy">integritetspolicy</Link>. Vill
        du inte visa vem du är kan du slå på anonymitetsläget i dina inställningar. Då döljs dina
        personuppgifter för andra medlemmar och besökare.
      </p>

      <h2 id="ansvar">7. Säkerhet vid vattnet och ansvar</h2>
      <p>
        Råd, tips och fiskeplatser som medlemmar delar står de själva för. Följ alltid gällande fiskeregler,
        skaffa fiskekort där det behövs, bär flytväst och gå aldrig ut på osäker is. Vi gör vårt bästa för att
        webbplatsen ska fungera, men vi kan inte lova att den alltid är tillgänglig eller helt fri från fel.
      </p>

      <h2 id="avsluta">8. Avsluta ditt konto</h2>
      <p>
        Du kan när som helst be oss ta bort ditt konto genom att mejla {mail}. Konton som inte har använts på 24
        månader får en påminnelse, och efter 36 månader utan aktivitet kan de raderas. Vi kan stänga konton som
        bryter mot villkoren enligt punkt 5.
      </p>

      <h2 id="andringar">9. Ändringar av villkoren och kontakt</h2>
      <p>
        Vi kan komma att uppdatera villkoren. Ändringar meddelar vi på webbplatsen, och de börjar gälla 30 dagar
        efter att de har publicerats. Använder du Fiskegänget efter det gäller de nya villkoren. Har du frågor om
        villkoren? Mejla {mail} – vi svarar inom 3 arbetsdagar.
      </p>

      <p className={styles.footerLinks}>
        <Link href="/privacy">Läs vår integritetspolicy</Link>
        <Link href="/home">Tillbaka till startsidan</Link>
      </p>
    </article>
  );
}
