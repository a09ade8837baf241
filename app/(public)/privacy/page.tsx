import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { PrintButton } from "../_components/print-button";
import { LanguageToggle } from "./_components/language-toggle";
import styles from "../_components/static-page.module.css";

export const metadata: Metadata = {
  title: "Integritetspolicy",
  description: "Hur Fiskegänget behandlar och skyddar dina personuppgifter, och vilka rättigheter du har.",
};

const LAST_UPDATED = "2026-11-29";

const SECTIONS = [
  { id: "ansvarig", title: "Personuppgiftsansvarig" },
  { id: "uppgifter", title: "Vilka uppgifter vi samlar in" },
  { id: "andamal", title: "Varför vi behandlar uppgifterna" },
  { id: "barn", title: "Barn och unga" },
  { id: "anonymitet", title: "Anonymitetsläget" },
  { id: "bilder", title: "Bilder" },
  { id: "synlighet", title: "Vem som kan se dina uppgifter" },
  { id: "cookies", title: "Cookies" },
  { id: "sakerhet", title: "Så skyddar vi dina uppgifter" },
  { id: "lagring", title: "Hur länge vi sparar uppgifterna" },
  { id: "delning", title: "Vilka vi delar uppgifter med" },
  { id: "rattigheter", title: "Dina rättigheter" },
  { id: "kontakt", title: "Kontakt och ändringar" },
] as const;

function Heading({ index }: { index: number }) {
  const section = SECTIONS[index]!;
  return (
    <h2 id={section.id}>
      {index + 1}. {section.title}
    </h2>
  );
}

function SwedishPolicy({ email }: { email: string }) {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <>
      <h1>Integritetspolicy</h1>
      <p className={styles.meta}>Senast uppdaterad {LAST_UPDATED}</p>
      <p className={styles.lead}>
        Din integritet är viktig för oss. Här förklarar vi vilka personuppgifter Fiskegänget behandlar när du
        använder webbplatsen, varför vi gör det, hur länge uppgifterna sparas och vilka rättigheter du har enligt
        dataskyddsförordningen (GDPR). Många av våra medlemmar är unga, så vi har försökt skriva så enkelt som
        möjligt.
      </p>
      <nav aria-label="Innehåll i integritetspolicyn">
        <ol className={styles.toc}>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Heading index={0} />
      <p>
        Fiskegänget är personuppgiftsansvarigt för behandlingen av dina personuppgifter på webbplatsen. Har du
        frågor om hur vi hanterar dina uppgifter når du oss på {mail}. Vi svarar inom 3 arbetsdagar.
      </p>

      <Heading index={1} />
      <p>När du registrerar dig sparar vi:</p>
      <ul>
        <li>användarnamn (obligatoriskt)</li>
        <li>lösenord – bara i hashad form, aldrig i klartext</li>
        <li>e-postadress (frivillig, men behövs om du vill kunna återställa ett glömt lösenord)</li>
        <li>förnamn och efternamn</li>
        <li>ort</li>
        <li>profilbild (frivillig)</li>
        <li>den ålder du anger, så att vi vet om en förälder behöver ge sitt samtycke</li>
      </ul>
      <p>När du rapporterar en fångst sparar vi:</p>
      <ul>
        <li>fiskart, vikt och längd</li>
        <li>fiskeplats – du väljer själv hur exakt du anger den, till exempel bara sjöns eller kommunens namn</li>
        <li>datum och tid</li>
        <li>bete, metod och dina anteckningar</li>
        <li>bilder du laddar upp</li>
      </ul>
      <p>
        När du använder sajten sparar vi också dina gillamarkeringar och kommentarer, matros-förfrågningar och
        matroser, de tävlingar du är med i, de fisketurer du planerar eller bjuds in till (turens namn, dagar, plats,
        beskrivning, vilka som är inbjudna, deras svar och det som skrivs på turen) samt de notifikationer du får. För barn under 13 år sparar vi dessutom förälderns e-postadress och när samtycket
        lämnades.
      </p>

      <Heading index={2} />
      <ul>
        <li>
          <strong>Ditt konto och dina fångster</strong> – för att kunna ge dig tjänsten enligt våra{" "}
          <Link href="/terms">användarvillkor</Link> (avtal).
        </li>
        <li>
          <strong>Säkerhet och skydd mot missbruk</strong>, till exempel spärrade e-postadresser och loggar över
          administratörers åtgärder – vårt berättigade intresse av en trygg sajt.
        </li>
        <li>
          <strong>Medlemskap för barn under 13 år</strong> – förälderns samtycke.
        </li>
        <li>
          <strong>E-post om lösenordsåterställning och samtycke</strong> – nödvändigt för att tjänsten ska fungera.
        </li>
      </ul>
      <p>Vi använder aldrig dina uppgifter till reklam, och vi säljer dem inte.</p>

      <Heading index={3} />
      <p>
        Åldersgränsen för att bli medlem är 13 år. Är du under 16 år behöver du din vårdnadshavares godkännande
        innan du går med. Barn under 13 år kan bara registrera sig om en förälder ger sitt samtycke via en länk som
        vi skickar till förälderns e-postadress. Länken gäller i 7 dagar. Tills samtycket är registrerat går kontot
        inte att använda och det syns inte för någon.
      </p>
      <p>
        Som förälder kan du när som helst kontakta oss på {mail} för att se, ändra eller ta bort ditt barns
        uppgifter, eller för att återkalla ditt samtycke.
      </p>

      <Heading index={4} />
      <p>
        I dina inställningar kan du slå på anonymitetsläget. Då döljs ditt förnamn, efternamn, din ort,
        e-postadress och profilbild för andra, som i stället ser &quot;Dolt&quot;. Dina fångstrapporter visas under
        ett anonymt namn (till exempel anonym#007) utan länk till din profil, och andra medlemmar kan inte hitta
        dig via användarsökningen. Administratörer kan fortfarande se dina uppgifter när det behövs för att
        moderera.
      </p>

      <Heading index={5} />
      <p>
        Bilder som du laddar upp förminskas, och platsinformation – GPS-koordinater och annan metadata i bilden –
        tas bort innan bilden sparas. Ingen ska kunna räkna ut var du bor eller var ditt bästa fiskeställe ligger
        utifrån en bild. Tänk ändå på vad som syns i bilden, och fråga alltid innan du publicerar en bild där
        någon annan är med.
      </p>

      <Heading index={6} />
      <p>
        Fångstrapporter, nyheter och profiler är öppna och kan läsas även av besökare som inte är inloggade. Din
        profil visar det du själv har fyllt i – förnamn, efternamn, ort, e-postadress och profilbild – om du inte
        har slagit på anonymitetsläget. Fyll alltså bara i det du vill att andra ska se. Administratörer har
        tillgång till medlemsuppgifter för att kunna moderera och hjälpa till.
      </p>
      <p>
        En fisketur syns bara för den som planerade den och dem som är inbjudna, tills den som planerade turen gör
        den öppen. En öppen tur kan läsas av alla, men den som är anonym visas även där under sitt anonyma namn.
      </p>

      <Heading index={7} />
      <p>
        Vi använder bara nödvändiga cookies: en som håller dig inloggad och en som kommer ihåg om du har godkänt
        eller avböjt cookies. Vi använder inga cookies för spårning eller reklam.
      </p>

      <Heading index={8} />
      <ul>
        <li>Lösenord lagras aldrig i klartext. De hashas med bcrypt med 12 rundor.</li>
        <li>Trafiken till webbplatsen är krypterad.</li>
        <li>När du loggar ut eller byter lösenord avslutas dina inloggningar.</li>
        <li>Bara administratörer når administrationsverktygen, och deras åtgärder loggas.</li>
        <li>
          Om en säkerhetsincident ändå skulle inträffa hanterar vi den inom 24 timmar. Kan den påverka dig
          meddelar vi dig och, när lagen kräver det, Integritetsskyddsmyndigheten.
        </li>
      </ul>

      <Heading index={9} />
      <p>
        Vi sparar dina uppgifter så länge du har ett konto. Har du inte loggat in på 24 månader skickar vi en
        påminnelse, om vi har din e-postadress. Efter 36 månader utan aktivitet kan kontot och det du har
        publicerat raderas. När ett konto tas bort – av dig eller av oss – raderas uppgifterna, och de försvinner
        även från våra säkerhetskopior inom 30 dagar.
      </p>

      <Heading index={10} />
      <p>
        Vi säljer aldrig dina uppgifter. Vi delar dem bara med leverantörer som hjälper oss att driva tjänsten,
        till exempel driften av servrarna och den e-posttjänst som skickar lösenordslänkar, samtyckesmejl och de
        aviseringar du har valt. De får bara använda uppgifterna för vår räkning och enligt våra instruktioner. Till
        myndigheter lämnar vi ut uppgifter endast när lagen kräver det.
      </p>
      <p>
        Slår du på push går aviseringarna via din webbläsares push-tjänst (till exempel Googles, Mozillas, Apples
        eller Microsofts). Meddelandet är krypterat så att bara din enhet kan läsa det, och innehåller bara
        aviseringens text och länk. Du väljer under Inställningar → Aviseringar vad som skickas med e-post och push,
        och varje mejl har en länk för att avsluta just den sortens mejl.
      </p>

      <Heading index={11} />
      <p>Du har rätt att:</p>
      <ul>
        <li>få veta vilka uppgifter vi har om dig (registerutdrag) – vi svarar inom 30 dagar</li>
        <li>få felaktiga uppgifter rättade – det mesta kan du ändra själv under Inställningar</li>
        <li>få dina uppgifter raderade</li>
        <li>begära att behandlingen begränsas</li>
        <li>få ut dina uppgifter i ett maskinläsbart format (dataportabilitet)</li>
        <li>invända mot behandling som bygger på vårt berättigade intresse</li>
        <li>återkalla ett samtycke du har lämnat</li>
      </ul>
      <p>
        Mejla {mail} för att använda dina rättigheter. Är du inte nöjd med hur vi hanterar dina uppgifter kan du
        klaga hos Integritetsskyddsmyndigheten (IMY).
      </p>

      <Heading index={12} />
      <p>
        Har du frågor om din integritet? Mejla {mail}, så svarar vi inom 3 arbetsdagar. Om vi ändrar policyn på
        ett sätt som påverkar dig meddelar vi det på sajten och uppdaterar datumet överst på den här sidan.
      </p>

      <p className={styles.footerLinks}>
        <Link href="/terms">Användarvillkor</Link>
        <Link href="/contact">Kontakt</Link>
        <Link href="/home">Till startsidan</Link>
      </p>
    </>
  );
}

function EnglishPolicy({ email }: { email: string }) {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p className={styles.meta}>Last updated {LAST_UPDATED}</p>
      <p className={styles.lead}>
        Your privacy matters to us. This policy explains which personal data Fiskegänget processes when you use
        the website, why we do it, how long the data is kept and which rights you have under the General Data
        Protection Regulation (GDPR). This English version contains the introduction and section 1; the complete
        policy is available in Swedish.
      </p>

      <h2 id="controller">1. Data controller</h2>
      <p>
        Fiskegänget is the controller responsible for the processing of your personal data on this website. If
        you have any questions about how we handle your data, contact us at <a href={`mailto:${email}`}>{email}</a>.
        We reply within 3 working days.
      </p>
    </>
  );
}

export default function PrivacyPage() {
  const email = env().CONTACT_EMAIL;
  return (
    <article className={styles.page}>
      <LanguageToggle
        actions={<PrintButton />}
        sv={<SwedishPolicy email={email} />}
        en={<EnglishPolicy email={email} />}
      />
    </article>
  );
}
