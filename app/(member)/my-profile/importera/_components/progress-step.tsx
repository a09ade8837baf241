"use client";
// Step 3: the import runs on the server; this page only follows it (GET /api/jobs/{id}), so the member may leave and
// come back, and is told by a notification when it is done. A lost connection is retried calmly.
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { ErrorState, Loading } from "@/components/ui/states";
import buttons from "@/components/ui/buttons.module.css";
import form from "@/components/ui/form.module.css";
import { isUnderWay, type MemberJobJson } from "@/lib/jobs/member-job-types";
import type { ImportResultJson } from "@/lib/logbook-import/types";
import styles from "./import.module.css";

const POLL_MS = 1_500;
const count = (value: number) => value.toLocaleString("sv-SE");

function Result({ result }: { result: ImportResultJson }) {
  return (
    <>
      <p className={styles.summary}>
        {count(result.imported)} {result.imported === 1 ? "fångst har lagts till" : "fångster har lagts till"} i loggboken.
      </p>
      <ul className={styles.reasons}>
        {result.duplicates > 0 ? <li>{count(result.duplicates)} fanns redan i loggboken och lades inte till igen.</li> : null}
        {result.wrong > 0 ? <li>{count(result.wrong)} hade fel och hoppades över.</li> : null}
      </ul>
      {result.wrong_rows_url ? (
        <p className={form.hint}>
          Ladda ner raderna med fel, rätta dem i kalkylprogrammet (kolumnen Fel säger vad som är fel) och importera filen igen.
          Fångster som redan finns läggs inte till två gånger.
        </p>
      ) : null}
    </>
  );
}

export function ProgressStep({ jobId, fileName, onAnother }: { jobId: string; fileName: string; onAnother: () => void }) {
  const id = useId();
  const [job, setJob] = useState<MemberJobJson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const result = await apiFetch<MemberJobJson>(`/api/jobs/${jobId}`, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result.ok) {
        setJob(result.data);
        setProblem(null);
        if (!isUnderWay(result.data.state)) return;
      } else if (result.status === 404) {
        return setProblem(result.error);
      } else {
        setProblem("Vi når inte servern just nu. Importen fortsätter ändå; vi försöker igen.");
      }
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [jobId]);

  const result = job?.state === "done" ? (job.result as ImportResultJson | null) : null;
  const percent = job && job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {job?.state === "done" ? "Importen är klar" : job?.state === "failed" ? "Importen misslyckades" : "3. Importerar"}
      </h2>
      <p className={form.hint}>{fileName}</p>
      {!job && !problem ? <Loading /> : null}
      {job && isUnderWay(job.state) ? (
        <>
          <label htmlFor={`${id}-progress`} className={form.label}>
            {job.state === "waiting" ? "Väntar på att starta..." : `${count(job.done)} av ${count(job.total)} rader`}
          </label>
          <progress id={`${id}-progress`} className={styles.progress} max={100} value={job.state === "waiting" ? undefined : percent}>
            {percent} %
          </progress>
          <p className={form.hint}>Du kan lämna sidan. Importen fortsätter och du får en avisering när den är klar.</p>
        </>
      ) : null}
      <div aria-live="polite">
        {result ? <Result result={result} /> : null}
        {job?.state === "failed" ? <ErrorState>{job.error ?? "Importen kunde inte slutföras."}</ErrorState> : null}
        {problem ? <ErrorState>{problem}</ErrorState> : null}
      </div>
      {job && !isUnderWay(job.state) ? (
        <div className={buttons.row}>
          <Link href="/my-profile" className={buttons.primary}>
            Visa loggboken
          </Link>
          {result?.wrong_rows_url ? (
            <a href={result.wrong_rows_url} download className={buttons.small}>
              Ladda ner raderna med fel
            </a>
          ) : null}
          <button type="button" className={buttons.small} onClick={onAnother}>
            Importera en fil till
          </button>
        </div>
      ) : null}
    </section>
  );
}
