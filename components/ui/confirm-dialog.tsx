"use client";
// Asks before something that cannot be undone, on the site's Modal (the native <dialog>: the page behind is inert,
// Tab stays inside, Escape and 'Avbryt' say no, focus returns to the button that asked). 'Avbryt' has the focus
// when it opens, so a hurried Enter changes nothing. It is drawn at the end of <body>, so a question asked from
// inside another dialog (the report modal) stacks above it instead of inside it. The dialog's code
// (confirm-question.tsx) loads with the first question, so the pages and the shell that may ask carry only this
// hook; should it fail to load, the browser's own confirm asks instead.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ConfirmQuestion, Question } from "./confirm-question";

type Dialog = typeof ConfirmQuestion;

let loaded: Dialog | null = null;
const loadDialog = async (): Promise<Dialog> => (loaded ??= (await import("./confirm-question")).ConfirmQuestion);

/**
 * `const { confirm, confirmDialog } = useConfirm()`: `await confirm("Ta bort …?", "Ta bort")` is true when the
 * member says yes. Render `confirmDialog` once in the component.
 */
export function useConfirm(): { confirm: (question: string, confirmLabel: string) => Promise<boolean>; confirmDialog: ReactNode } {
  const [asking, setAsking] = useState<Question | null>(null);
  const [Dialog, setDialog] = useState<Dialog | null>(() => loaded);
  const resolveRef = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(async (question: string, confirmLabel: string) => {
    resolveRef.current?.(false);
    resolveRef.current = null;
    let dialog: Dialog;
    try {
      dialog = await loadDialog();
    } catch (error) {
      console.error("Frågan kunde inte visas i sidans egen dialog", error);
      return window.confirm(question);
    }
    setDialog(() => dialog);
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

  const confirmDialog = Dialog ? createPortal(<Dialog asking={asking} onAnswer={answer} />, document.body) : null;

  return { confirm, confirmDialog };
}
