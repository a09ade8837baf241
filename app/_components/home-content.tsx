// The home page, shared by /, /home and unknown paths. Each part of the page is its own section component;
// HomeContent decides their order.
import Link from "next/link";
import { getSessionUser } from "@/lib/auth/session";
import { HomeStatistics } from "./home-statistics";
import styles from "./home-content.module.css";

export async function HomeContent() {
  const viewer = await getSessionUser();
  const isMember = viewer !== null;

  return (
    <div className={styles.home}>
      <WelcomeSection />
      <HomeStatistics />
      <QuickActionsSection isMember={isMember} />
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

type QuickAction = { href: string; title: string; text: string };

function QuickActionsSection({ isMember }: { isMember: boolean }) {
  const actions: QuickAction[] = [
    { href: "/reports", title: "Fångstrapporter", text: "Se vad gänget har fått upp på sistone." },
    { href: "/news", title: "Nyheter", text: "Det senaste från Fiskegänget och fiskevärlden." },
    isMember
      ? { href: "/reports#ny-rapport", title: "Rapportera en fångst", text: "Berätta om din senaste fångst." }
      : {
          href: `/login?next=${encodeURIComponent("/reports#ny-rapport")}`,
          title: "Rapportera en fångst",
          text: "Logga in eller bli medlem och dela din fångst.",
        },
    isMember
      ? { href: "/search-results", title: "Träffa gänget", text: "Sök upp andra fiskare och bli matroser." }
      : { href: "/about", title: "Träffa gänget", text: "Läs om vilka vi är och vad vi står för." },
  ];

  return (
    <section className={styles.actions} aria-labelledby="home-actions">
      <h2 id="home-actions" className={styles.sectionTitle}>
        Snabbval
      </h2>
      <ul className={styles.actionList}>
        {actions.map((action) => (
          <li key={action.title}>
            <Link href={action.href} className={styles.action}>
              <span className={styles.actionTitle}>{action.title}</span>
              <span className={styles.actionText}>{action.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
