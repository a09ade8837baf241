"use client";
// 'Väntar på uppladdning': the catches saved on this phone that have not reached the server yet, oldest first, each
// with why it waits (no coverage yet, a refusal to fix, a login needed) and buttons to correct or remove it. Read
// from IndexedDB and read again whenever the queue changes in any page or in the worker.
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import buttons from "@/components/ui/buttons.module.css";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { Loading } from "@/components/ui/states";
import { listCatches, QUEUE_CHANNEL, removeCatch, type QueuedCatch } from "@/lib/offline/catch-queue";
import styles from "./waiting-catches.module.css";

const ReportForm = dynamic(() => import("./report-form").then((module) => module.ReportForm), {
  ssr: false,
  loading: () => <Loading label="Laddar formuläret..." />,
});

// One object URL per stored photo for the page's lifetime: a handful of photos at most, and released with the page.
const photoUrls = new WeakMap<Blob, string>();

function photoUrl(photo: Blob | null): string | null {
  if (!photo) return null;
  let url = photoUrls.get(photo);
  if (!url) {
    url = URL.createObjectURL(photo);
    photoUrls.set(photo, url);
  }
  return url;
}

const savedAtFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short" });

function WaitingCatch({ record, onEdit, onRemove }: { record: QueuedCatch; onEdit: () => void; onRemove: () => void }) {
  const url = photoUrl(record.photo);
  const pathname = usePathname();
  const { fields } = record;
  return (
    <li className={styles.item}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local photo from the phone, not a served image
        <img className={styles.photo} src={url} alt={`Bild på ${fields.fish}`} width={64} height={64} />
      ) : null}
      <div className={styles.details}>
        <h3 className={styles.title}>
          {fields.fish}, {fields.weight.replace(".", ",")} kg, {fields.length.replace(".", ",")} cm
        </h3>
        <p className={styles.meta}>
          {fields.location} · fångad {fields.date} · sparad {savedAtFormat.format(record.savedAt)}
        </p>
        {record.state === "rejected" ? (
          <p className={styles.problem}>{record.message}</p>
        ) : record.state === "login" ? (
          <p className={styles.problem}>
            {record.message}{" "}
            <Link href={`/login?next=${encodeURIComponent(pathname)}`} prefetch={false}>
              Logga in
            </Link>
          </p>
        ) : (
          <p className={styles.meta}>{record.message ?? "Skickas när du har täckning."}</p>
        )}
        <div className={styles.actions}>
          <button type="button" className={`${buttons.small} ${buttons.pill}`} onClick={onEdit}>
            Ändra <span className="visually-hidden">{fields.fish}</span>
          </button>
          <button type="button" className={`${buttons.danger} ${buttons.pill}`} onClick={onRemove}>
            Ta bort <span className="visually-hidden">{fields.fish}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function QueuedEditor({ record, onDone }: { record: QueuedCatch; onDone: () => void }) {
  return <ReportForm queued={record} queuedPhotoUrl={photoUrl(record.photo)} onQueuedSaved={onDone} />;
}

export function WaitingCatches({ userId }: { userId: number }) {
  const [records, setRecords] = useState<QueuedCatch[]>([]);
  const [editing, setEditing] = useState<QueuedCatch | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  useEffect(() => {
    let current = true;
    const load = () =>
      void listCatches(userId)
        .then((next) => current && setRecords(next))
        .catch((error: unknown) => console.error("Kunde inte läsa sparade fångster", error));
    load();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(QUEUE_CHANNEL);
    if (channel) channel.onmessage = load;
    return () => {
      current = false;
      channel?.close();
    };
  }, [userId]);

  async function remove(record: QueuedCatch) {
    if (!(await confirm(`Ta bort ${record.fields.fish} från telefonen? Fångsten skickas då aldrig.`, "Ta bort"))) return;
    await removeCatch(record.id);
  }

  if (!records.length) return null;
  return (
    <section className={styles.section} aria-labelledby="vantar-rubrik">
      <h2 id="vantar-rubrik" className={styles.heading}>
        Väntar på uppladdning <span className={styles.count}>({records.length})</span>
      </h2>
      <p className={styles.meta}>Sparade på den här telefonen. De skickas i den ordning du sparade dem, med det datum du angav.</p>
      <ul className={styles.list}>
        {records.map((record) => (
          <WaitingCatch key={record.id} record={record} onEdit={() => setEditing(record)} onRemove={() => void remove(record)} />
        ))}
      </ul>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Ändra sparad fångst">
        {editing ? <QueuedEditor record={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      {confirmDialog}
    </section>
  );
}
