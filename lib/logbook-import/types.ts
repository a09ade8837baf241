// What the import's calls answer. Browser-safe.
import type { ImportMapping } from "@/lib/logbook-import/columns";

/** POST /api/profile/catches/imports (201) */
export type ImportUploadJson = {
  id: number;
  file_name: string;
  /** the first row's cells (a blank header is named "Kolumn N") */
  headers: string[];
  /** rows under the header */
  row_count: number;
  /** the first rows' cells, so the member recognises the columns */
  sample: string[][];
  /** the site's guess of the columns and units, for the member to correct */
  guess: ImportMapping;
};

/** A row of the preview: the catch as it will be stored, or why it will not be. `row` is the spreadsheet's row number. */
export type PreviewRowJson =
  | {
      row: number;
      ok: true;
      catch: {
        date: string;
        catch_time: string | null;
        fish: string;
        /** kg and cm, as decimal strings with a point */
        weight: string;
        length: string;
        location: string;
        bait: string | null;
        method: string | null;
        notes: string | null;
        released: boolean;
        latitude: number | null;
        longitude: number | null;
      };
    }
  | { row: number; ok: false; reasons: string[] };

/** POST /api/profile/catches/imports/{id}/preview */
export type ImportPreviewJson = {
  /** the first rows */
  rows: PreviewRowJson[];
  /** wrong rows further down (the first of them) */
  more_wrong: PreviewRowJson[];
  /** rows of the whole file that can be stored, and that cannot */
  valid: number;
  wrong: number;
  /** the date order used ("auto" settled by the file's dates) */
  date_order: "dmy" | "mdy";
};

/** The result of a finished import (its member job's `result`). */
export type ImportResultJson = {
  import_id: number;
  imported: number;
  /** rows already in the logbook (an earlier import, or the same catch posted by hand) */
  duplicates: number;
  wrong: number;
  /** the wrong rows as a CSV to fix and import again; null when none was wrong */
  wrong_rows_url: string | null;
};
