// The preview's rows as they will be stored (kg and cm, ISO dates), and each wrong row with its reasons; on a phone
// each row is a small block (the site's stacked table).
import table from "@/components/ui/table.module.css";
import type { ImportPreviewJson, PreviewRowJson } from "@/lib/logbook-import/types";
import styles from "./import.module.css";

const decimal = (value: string) => value.replace(".", ",");

function Row({ row }: { row: PreviewRowJson }) {
  if (!row.ok) {
    return (
      <tr>
        <td data-label="Rad">{row.row}</td>
        <td colSpan={5} data-label="Fel" className={styles.wrong}>
          <ul className={styles.reasons}>
            {row.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </td>
      </tr>
    );
  }
  const fish = row.catch;
  return (
    <tr>
      <td data-label="Rad">{row.row}</td>
      <td data-label="Datum">{fish.catch_time ? `${fish.date} ${fish.catch_time}` : fish.date}</td>
      <td data-label="Art">{fish.fish}</td>
      <td data-label="Vikt" className={styles.numeric}>
        {decimal(fish.weight)} kg
      </td>
      <td data-label="Längd" className={styles.numeric}>
        {decimal(fish.length)} cm
      </td>
      <td data-label="Plats">
        {fish.location}
        {fish.latitude !== null ? " (med position)" : ""}
      </td>
    </tr>
  );
}

export function PreviewTable({ preview }: { preview: ImportPreviewJson }) {
  const rows = [...preview.rows, ...preview.more_wrong];
  return (
    <div className={styles.preview}>
      <table className={`${table.table} ${table.stacked}`}>
        <caption className="visually-hidden">Förhandsvisning av de första raderna och rader med fel</caption>
        <thead>
          <tr>
            <th scope="col">Rad</th>
            <th scope="col">Datum</th>
            <th scope="col">Art</th>
            <th scope="col">Vikt</th>
            <th scope="col">Längd</th>
            <th scope="col">Plats</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.row} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
