"use client";
// The report form's photo: the file chosen (shrunk at once when too large to send as it is), its preview, the
// picker's message, and — when a catch is corrected — whether its stored photo is to be dropped.
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { compressImage } from "@/lib/images/compress-client";
import { imageFileProblem } from "@/lib/images/pick";
import { REPORT_IMAGE_RULES } from "@/lib/reports/schemas";

export type PhotoPhase = "idle" | "compressing" | "uploading";

export function useReportPhoto({ storedUrl, setPhase }: { storedUrl: string | null; setPhase: (phase: PhotoPhase) => void }) {
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(storedUrl);
  const [imageError, setImageError] = useState<string | null>(null);
  const [dropStored, setDropStored] = useState(false);

  // The preview's object URL lives outside React state so it can be released exactly once.
  const previewUrlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    },
    [],
  );

  // Whether `file` has been shrunk already (when it was too large to send as it was, that happened on choosing it).
  const compressedRef = useRef(false);

  function select(next: File | null, compressed = false) {
    if (previewUrlRef.current) URL.revokeObjectURL(previewUrlRef.current);
    previewUrlRef.current = next ? URL.createObjectURL(next) : null;
    compressedRef.current = compressed;
    setPreview(previewUrlRef.current);
    setFile(next);
    // Choosing a file or taking one back both mean the stored photo is not kept as it was.
    if (storedUrl) setDropStored(true);
  }

  function refuse(message: string) {
    setImageError(message);
    select(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!chosen) return select(null);
    const problem = imageFileProblem(chosen, REPORT_IMAGE_RULES, { size: false });
    if (problem) return refuse(problem);
    if (!imageFileProblem(chosen, REPORT_IMAGE_RULES)) return select(chosen);
    // Too large to send as it is: shrink it now, so a file that cannot be sent is refused at once, not on saving.
    setPhase("compressing");
    try {
      select(await compressImage(chosen), true);
    } catch (error) {
      console.error("Bildkomprimeringen misslyckades", error);
      refuse(REPORT_IMAGE_RULES.sizeMessage);
    } finally {
      setPhase("idle");
    }
  }

  function clear() {
    select(null);
    setImageError(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  /** The file to send, shrunk first unless that already happened; the original when shrinking fails. */
  async function prepared(): Promise<File | null> {
    if (!file || compressedRef.current) return file;
    setPhase("compressing");
    try {
      return await compressImage(file);
    } catch (error) {
      console.error("Bildkomprimeringen misslyckades", error);
      alert("Bilden kunde inte komprimeras. Originalbilden skickas i stället.");
      return file;
    }
  }

  return { fileInputRef, file, preview, imageError, setImageError, dropStored, choose, clear, prepared };
}
