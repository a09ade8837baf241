"use client";
// The confirm dialog itself (useConfirm in confirm-dialog.tsx loads it the first time a question is asked).
import { useEffect, useRef } from "react";
import { Modal } from "./modal";
import buttons from "./buttons.module.css";
import styles from "./confirm-dialog.module.css";

export type Question = { question: string; confirmLabel: string };

export function ConfirmQuestion({ asking, onAnswer }: { asking: Question | null; onAnswer: (yes: boolean) => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The dialog opens in Modal's effect, which runs before this one (a child's effects run first); only an open
  // dialog's button can take the focus, so it is moved here rather than with autoFocus.
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);

  return (
    <Modal open={asking !== null} onClose={() => onAnswer(false)} title="Är du säker?">
      {asking ? (
        <div className={styles.content}>
          <p className={styles.question}>{asking.question}</p>
          <div className={buttons.row}>
            <button type="button" className={buttons.dangerSolid} onClick={() => onAnswer(true)}>
              {asking.confirmLabel}
            </button>
            <button ref={cancelRef} type="button" className={buttons.small} onClick={() => onAnswer(false)}>
              Avbryt
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
