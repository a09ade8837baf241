"use client";

import { useState } from "react";
import { PARENTAL_CONSENT_UNDER } from "@/lib/validation/fields";
import { AgeStep } from "./age-step";
import { ConsentPending, type PendingConsent } from "./consent-pending";
import { ParentEmailStep } from "./parent-email-step";
import { RegisterForm, type RegisterDraft } from "./register-form";

type Step = "age" | "parent" | "form" | "pending";

/** SPEC §4: age gate, then (under 13) the parent's e-mail, then the form. */
export function RegisterFlow({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [step, setStep] = useState<Step>("age");
  // Headings take focus when the member moves between steps, not when the tab is first opened.
  const [moved, setMoved] = useState(false);
  const [age, setAge] = useState<number | null>(null);
  const [parentEmail, setParentEmail] = useState("");
  const [draft, setDraft] = useState<RegisterDraft>({ username: "", email: "" });
  const [stepErrors, setStepErrors] = useState<{ age?: string; parentEmail?: string }>({});
  const [pending, setPending] = useState<PendingConsent | null>(null);

  const needsParent = age !== null && age < PARENTAL_CONSENT_UNDER;

  function go(to: Step) {
    setMoved(true);
    setStep(to);
  }

  if (step === "pending" && pending) return <ConsentPending {...pending} />;

  if (step === "parent" && needsParent) {
    return (
      <ParentEmailStep
        focusHeading={moved}
        defaultValue={parentEmail}
        serverError={stepErrors.parentEmail}
        onBack={() => go("age")}
        onNext={(email) => {
          setParentEmail(email);
          setStepErrors({});
          go("form");
        }}
      />
    );
  }

  if (step === "form" && age !== null) {
    return (
      <RegisterForm
        focusHeading={moved}
        age={age}
        parentEmail={needsParent ? parentEmail : undefined}
        draft={draft}
        onBack={(values) => {
          setDraft(values);
          go(needsParent ? "parent" : "age");
        }}
        onStepError={(field, message, values) => {
          setDraft(values);
          setStepErrors({ [field]: message });
          go(field === "age" ? "age" : "parent");
        }}
        onRegistered={onLoggedIn}
        onPending={(value) => {
          setPending(value);
          go("pending");
        }}
      />
    );
  }

  return (
    <AgeStep
      focusHeading={moved}
      defaultValue={age}
      serverError={stepErrors.age}
      onNext={(value) => {
        setAge(value);
        setStepErrors({});
        go(value < PARENTAL_CONSENT_UNDER ? "parent" : "form");
      }}
    />
  );
}
