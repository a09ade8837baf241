"use client";
// Tabs after the WAI-ARIA pattern: one tab in the Tab order, arrow keys, Home and End move between them and select
// (automatic activation), each panel labelled by its tab. Only the active panel's content is rendered.
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./tabs.module.css";

export type TabItem<Id extends string> = { id: Id; label: string };

type TabsProps<Id extends string> = {
  tabs: readonly TabItem<Id>[];
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tabs' and panels' element ids, unique on the page. */
  idPrefix: string;
  children: (active: Id) => ReactNode;
};

export function Tabs<Id extends string>({ tabs, label, idPrefix, children }: TabsProps<Id>) {
  const [active, setActive] = useState<Id>(tabs[0]!.id);
  const tabRefs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next = index;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const id = tabs[next]!.id;
    setActive(id);
    tabRefs.current[id]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={active !== tab.id}
          className={styles.panel}
        >
          {active === tab.id ? children(tab.id) : null}
        </div>
      ))}
    </>
  );
}
