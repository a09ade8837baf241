"use client";
// The import's steps in one place: choose a file, map its columns and see the preview, follow the progress. A member
// who comes back while an import runs sees its progress at once (the server keeps it, not this page).
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { Loading } from "@/components/ui/states";
import type { ImportUploadJson } from "@/lib/logbook-import/types";
import { MappingStep } from "./mapping-step";
import { ProgressStep } from "./progress-step";
import { UploadStep } from "./upload-step";

type Step = { name: "loading" } | { name: "file" } | { name: "mapping"; upload: ImportUploadJson } | { name: "progress"; jobId: string; fileName: string };

export function ImportFlow() {
  const [step, setStep] = useState<Step>({ name: "loading" });
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void apiFetch<{ import: { job_id: string | null; file_name: string } | null }>("/api/profile/catches/imports", { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const latest = result.ok ? result.data.import : null;
      setStep(latest?.job_id ? { name: "progress", jobId: latest.job_id, fileName: latest.file_name } : { name: "file" });
    });
    return () => controller.abort();
  }, []);

  // Each new step takes the focus, so a keyboard or screen-reader user is where the page changed.
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.querySelector("h2")?.focus());
  };

  return (
    <div ref={heading}>
      {step.name === "loading" ? <Loading /> : null}
      {step.name === "file" ? <UploadStep onUploaded={(upload) => go({ name: "mapping", upload })} /> : null}
      {step.name === "mapping" ? (
        <MappingStep
          upload={step.upload}
          onCancel={() => go({ name: "file" })}
          onStarted={(jobId) => go({ name: "progress", jobId, fileName: step.upload.file_name })}
        />
      ) : null}
      {step.name === "progress" ? <ProgressStep jobId={step.jobId} fileName={step.fileName} onAnother={() => go({ name: "file" })} /> : null}
    </div>
  );
}
