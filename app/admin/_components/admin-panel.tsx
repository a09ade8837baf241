"use client";
// The admin panel: four tabs (components/ui/tabs: arrow keys, Home and End move between them). The browser's
// session decides what is shown; every call behind it is checked again on the server.
import { useSession } from "@/components/shell/session-context";
import { Tabs } from "@/components/ui/tabs";
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

  return (
    <section className={styles.page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        Adminpanel
      </h1>
      <Tabs tabs={TABS} label="Adminpanelens delar" idPrefix="admin">
        {(id) => <TabContent id={id} selfId={user.id} />}
      </Tabs>
    </section>
  );
}

function TabContent({ id, selfId }: { id: TabId; selfId: number }) {
  if (id === "dashboard") return <DashboardTab />;
  if (id === "users") return <UsersTab selfId={selfId} />;
  if (id === "blocked") return <BlockedTab />;
  return <LogsTab />;
}
