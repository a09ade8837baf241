"use client";
// 'Ändra' on a report for its owner and admins: the report form, filled in, in a dialog. The server decides again
// who may correct the catch; the form's code loads only when the dialog opens.
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import buttons from "@/components/ui/buttons.module.css";
import { Modal } from "@/components/ui/modal";
import { Loading } from "@/components/ui/states";
import type { PublicReport, ReportJson } from "@/lib/reports/types";

import type { TileSource } from "./position-picker";

const ReportForm = dynamic(() => import("./report-form").then((module) => module.ReportForm), {
  ssr: false,
  loading: () => <Loading label="Laddar formuläret..." />,
});

type EditReportButtonProps = {
  report: PublicReport;
  /** Told of the saved correction; without it the page is loaded again from the server. */
  onEdited?: (report: ReportJson) => void;
  /** Map tiles, so the correction can place the catch on a map too. */
  tiles?: TileSource;
};

export function EditReportButton({ report, onEdited, tiles }: EditReportButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  function edited(saved: ReportJson) {
    setOpen(false);
    if (onEdited) onEdited(saved);
    else router.refresh();
  }

  return (
    <>
      <button type="button" className={`${buttons.small} ${buttons.pill}`} onClick={() => setOpen(true)}>
        Ändra
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Ändra fångst">
        {open ? <ReportForm editing={report} onEdited={edited} tiles={tiles} /> : null}
      </Modal>
    </>
  );
}
