"use client";
// Asks before something that cannot be undone, on the site's Modal (the native <dialog>: the page behind is inert,
// Tab stays inside, Escape and 'Avbryt' say no, focus returns to the button that asked). 'Avbryt' has the focus
// when it opens, so a hurried Enter changes nothing. It is drawn at the end of <body>, so a question asked from
// inside another dialog (the report modal) stacks above it instead of inside it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Modal } from "./modal";
import buttons from "./buttons.module.css";
import styles from "./confirm-dialog.module.css";

const noSubscription = () => () => {};

type Question = { question: string; confirmLabel: string };

/**
 * `const { confirm, confirmDialog } = useConfirm()`: `await confirm("Ta bort …?", "Ta bort")` is true when the
 * member says yes. Render `confirmDialog` once in the component.
 */
export function useConfirm(): { confirm: (question: string, confirmLabel: string) => Promise<boolean>; confirmDialog: ReactNode } {
  const [asking, setAsking] = useState<Question | null>(null);
  const resolveRef = useRef<((yes: boolean) => void) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The dialog opens in Modal's effect, which runs before this one (a child's effects run first); only an open
  // dialog's button can take the focus, so it is moved here rather than with autoFocus.
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);

  const confirm = useCallback((question: string, confirmLabel: string) => {
    resolveRef.current?.(false);
    setAsking({ question, confirmLabel });
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const answer = useCallback((yes: boolean) => {
    resolveRef.current?.(yes);
    resolveRef.current = null;
    setAsking(null);
  }, []);

  const onClient = useSyncExternalStore(noSubscription, () => true, () => false);
  const dialog = (
    <Modal open={asking !== null} onClose={() => answer(false)} title="Är du säker?">
      {asking ? (
        <div className={styles.content}>
          <p className={styles.question}>{asking.question}</p>
          <div className={buttons.row}>
            <button type="button" className={buttons.dangerSolid} onClick={() => answer(true)}>
              {asking.confirmLabel}
            </button>
            <button ref={cancelRef} type="button" className={buttons.small} onClick={() => answer(false)}>
              Avbryt
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
  const confirmDialog = onClient ? createPortal(dialog, document.body) : null;

  return { confirm, confirmDialog };
}
