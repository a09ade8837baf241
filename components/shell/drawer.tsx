"use client";
// The sidebar as a drawer under 769 px: the flamingo button opens it; the overlay, Escape, the close button and
// any route change close it. While open the page behind does not scroll and Tab stays inside the drawer.
import { usePathname } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import styles from "./drawer.module.css";

export const DRAWER_ID = "huvudmeny";
const WIDE_QUERY = "(min-width: 769px)";
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type DrawerState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

const DrawerContext = createContext<DrawerState | null>(null);

function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error("useDrawer must be used inside DrawerProvider");
  return state;
}

export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);

  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  return <DrawerContext.Provider value={{ open, setOpen, toggleRef }}>{children}</DrawerContext.Provider>;
}

export function DrawerToggle() {
  const { open, setOpen, toggleRef } = useDrawer();
  return (
    <button
      ref={toggleRef}
      type="button"
      className={styles.toggle}
      aria-label="Öppna menyn"
      aria-expanded={open}
      aria-controls={DRAWER_ID}
      onClick={() => setOpen(!open)}
    />
  );
}

export function DrawerPanel({ children, className }: { children: ReactNode; className?: string }) {
  const { open, setOpen, toggleRef } = useDrawer();
  const panelRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    }

    const wide = window.matchMedia(WIDE_QUERY);
    const onWide = () => wide.matches && close();
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);

    return () => {
      body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
      // Give focus back to the button unless it already moved somewhere meaningful outside the drawer.
      const active = document.activeElement;
      if (!window.matchMedia(WIDE_QUERY).matches && (!active || active === body || panel?.contains(active))) {
        toggle?.focus();
      }
    };
  }, [open, close, toggleRef]);

  return (
    <>
      <div data-testid="drawer-overlay" className={styles.overlay} hidden={!open} onClick={close} aria-hidden="true" />
      <nav
        ref={panelRef}
        id={DRAWER_ID}
        aria-label="Huvudmeny"
        className={`${styles.panel} ${className ?? ""}`}
        data-open={open}
      >
        <div className={styles.panelHead}>
          <span className={styles.panelTitle}>Meny</span>
          <button type="button" className={styles.close} onClick={close} aria-label="Stäng menyn" />
        </div>
        {children}
      </nav>
    </>
  );
}
