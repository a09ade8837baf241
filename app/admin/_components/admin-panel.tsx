"use client";
// The admin panel: four tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between them). The browser's
// session decides what is shown; every call behind it is checked again on the server.
import { useRef, useState, type KeyboardEvent } from "react";
import { useSession } from "@/components/shell/session-context";
import { AccessMessage } from "./access-message";
import { BlockedTab } from "./blocked-tab";
import { DashboardTab } from "./dashboard-tab";
import { LogsTab } from "./logs-tab";
import { UsersTab } from "./users-tab";
import styles from "./admin.module.css";

const TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "Användare" },
  { id: "blocked", label: "Blockerade e-postadresser" },
  { id: "logs", label: "Loggar" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export function AdminPanel() {
  const { status, user } = useSession();
  const [active, setActive] = useState<TabId>("dashboard");
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  if (status === "loading") {
    return (
      <section className={styles.page} aria-labelledby="admin-title" aria-busy="true">
        <h1 id="admin-title" className={styles.title}>
          Adminpanel
        </h1>
        <p className={styles.notice}>Laddar...</p>
      </section>
    );
  }
  if (!user) return <AccessMessage kind="visitor" />;
  if (!user.isAdmin) return <AccessMessage kind="member" />;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === active);
    let next = index;
    if (event.key === "ArrowRight") next = (index + 1) % TABS.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = TABS.length - 1;
    else return;
    event.preventDefault();
    const id = TABS[next]!.id;
    setActive(id);
    tabRefs.current[id]?.focus();
  }

  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        Adminpanel
      </h1>
      <div role="tablist" aria-label="Adminpanelens delar" className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`admin-panel-${tab.id}`}
          aria-labelledby={`admin-tab-${tab.id}`}
          tabIndex={0}
          hidden={active !== tab.id}
          className={styles.panel}
        >
          {active === tab.id ? <TabContent id={tab.id} selfId={user.id} /> : null}
        </div>
      ))}
    </section>
  );
}

function TabContent({ id, selfId }: { id: TabId; selfId: number }) {
  if (id === "dashboard") return <DashboardTab />;
  if (id === "users") return <UsersTab selfId={selfId} />;
  if (id === "blocked") return <BlockedTab />;
  return <LogsTab />;
}
