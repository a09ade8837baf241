// The home page, shared by /, /home and unknown paths. Each part of the page is its own section component;
// HomeContent decides their order.
import Link from "next/link";
import { SessionLink } from "@/components/shell/session-link";
import { HomeStatistics } from "./home-statistics";
import styles from "./home-content.module.css";
import { TitledSection } from "@/components/ui/titled-section";

/** The same for every visitor (cached); the quick actions adapt to a logged-in member in the browser. */
export function HomeContent() {
  return (
    <div className={styles.home}>
      <WelcomeSection />
      <HomeStatistics />
      <QuickActionsSection />
    </div>
  );
}

function WelcomeSection() {
  return (
    <section className={styles.welcome} aria-labelledby="home-welcome">
      <h1 id="home-welcome" className={styles.title}>
        Välkommen till Fiskegänget!
      </h1>
      <p className={styles.lead}>
        Här samlas vi som älskar att fiska – oavsett om du metar abborre från bryggan, trollar efter lax på
        Vättern eller pimplar på isen en kall vintermorgon.
      </p>
      <p>
        Dela dina fångster, se vad som nappar runt om i landet och hitta nya matroser att dela båt, tips och
        fiskelycka med. Nybörjare och rutinerade fiskare är lika välkomna. Det enda vi ber om är att du är schysst
        mot både människor och fisk.
      </p>
    </section>
  );
}

type QuickAction = { title: string; text: string; href: string; member?: { href: string; text: string } };

// SPEC §2 Home: reports, news, report a catch via login, meet the gang. A member skips the login step.
const QUICK_ACTIONS: QuickAction[] = [
  { href: "/reports", title: "Fångstrapporter", text: "Se vad gänget har fått upp på sistone." },
  { href: "/news", title: "Nyheter", text: "Det senaste från Fiskegänget och fiskevärlden." },
  {
    href: `/login?next=${encodeURIComponent("/reports#ny-rapport")}`,
    title: "Rapportera en fångst",
    text: "Logga in eller bli medlem och dela din fångst.",
    member: { href: "/reports#ny-rapport", text: "Berätta om din senaste fångst." },
  },
  {
    href: "/about",
    title: "Träffa gänget",
    text: "Läs om vilka vi är och vad vi står för.",
    member: { href: "/search-results", text: "Sök upp andra fiskare och bli matroser." },
  },
];

function QuickActionsSection() {
  return (
    <TitledSection id="home-actions" title="Snabbval" className={styles.actions} headingClassName={styles.sectionTitle}>
      <ul className={styles.actionList}>
        {QUICK_ACTIONS.map((action) => (
          <li key={action.title}>
            {action.member ? (
              <SessionLink
                className={styles.action}
                visitor={{ href: action.href, text: action.text }}
                member={action.member}
                title={action.title}
                titleClassName={styles.actionTitle}
                textClassName={styles.actionText}
              />
            ) : (
              <Link href={action.href} prefetch={false} className={styles.action}>
                <span className={styles.actionTitle}>{action.title}</span>
                <span className={styles.actionText}>{action.text}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
