"use client";
// Writing or editing one article (admins). Title and text are checked with the same schema as the server; the
// image is shrunk in the browser, uploaded at once with a progress bar (30 s at most), and cropped by the chosen
// focus in the preview exactly as the list will show it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { RequiredNote, TextAreaField, TextField } from "@/components/ui/form-fields";
import { ImageField, ImageUploadStatus } from "@/components/ui/image-field";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { compressImage } from "@/lib/images/compress-client";
import { imageFileProblem } from "@/lib/images/pick";
import { articleInputSchema, IMAGE_FOCUSES, NEWS_IMAGE_RULES, NEWS_LIMITS, newsMessages, type ArticleFormValues, type ArticleInput, type ImageFocus } from "@/lib/news/schemas";
import type { NewsArticleJson } from "@/lib/news/types";
import { postWithProgress, UploadError } from "@/lib/upload-client";
import styles from "./news.module.css";
import { formButtons } from "@/components/ui/form-buttons";

const FOCUS_LABELS: Record<ImageFocus, string> = { top: "Överkant", center: "Mitten", bottom: "Nederkant" };
const FIELDS = ["title", "content", "published", "image_url", "image_focus"] as const;

type Phase = "idle" | "compressing" | "uploading";

/** SPEC §8: what an image upload failure says. */
function uploadErrorMessage(status: number, body: unknown): string {
  if (status === 413) return newsMessages.imageTooLargeServer;
  if (status === 415) return newsMessages.imageFormat;
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error ? error : newsMessages.uploadFailed;
}

function isArticle(value: unknown): value is NewsArticleJson {
  return typeof (value as { id?: unknown } | null)?.id === "number";
}

export function ArticleEditor({
  article,
  onSaved,
  onCancel,
}: {
  article: NewsArticleJson | null;
  onSaved: (article: NewsArticleJson) => void;
  onCancel: () => void;
}) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ArticleFormValues, unknown, ArticleInput>({
    resolver: zodResolver(articleInputSchema),
    defaultValues: {
      title: article?.title ?? "",
      content: article?.content ?? "",
      published: article?.published ?? false,
      image_url: article?.image_url ?? null,
      image_focus: article?.image_focus ?? "center",
    },
  });
  const imageUrl = useWatch({ control, name: "image_url" });
  const focus = (useWatch({ control, name: "image_focus" }) ?? "center") as ImageFocus;
  const titleRegistration = register("title");

  // Focus the title when the editor opens, so keyboard users land in it.
  const titleRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => titleRef.current?.focus(), []);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!chosen) return;
    const problem = imageFileProblem(chosen, NEWS_IMAGE_RULES, { size: false });
    if (problem) {
      setImageError(problem);
      event.target.value = "";
      return;
    }
    let file: File = chosen;
    setPhase("compressing");
    try {
      file = await compressImage(chosen);
    } catch (error) {
      console.error("Bildkomprimeringen misslyckades", error);
      alert("Bilden kunde inte komprimeras. Originalbilden skickas i stället.");
    }
    const tooLarge = imageFileProblem(file, NEWS_IMAGE_RULES);
    if (tooLarge) {
      setPhase("idle");
      setImageError(tooLarge);
      if (fileInputRef.current) fileInputRef.current.value = "";
      return;
    }
    const body = new FormData();
    body.set("image", file, file.name);
    setProgress(0);
    setPhase("uploading");
    try {
      const { status, body: answer } = await postWithProgress("/api/news/upload-image", body, {
        onProgress: setProgress,
        timeoutMs: NEWS_LIMITS.uploadTimeoutMs,
      });
      const url = (answer as { imageUrl?: unknown } | null)?.imageUrl;
      if (status >= 200 && status < 300 && typeof url === "string") {
        setValue("image_url", url, { shouldDirty: true });
      } else {
        setImageError(uploadErrorMessage(status, answer));
      }
    } catch (error) {
      setImageError(error instanceof UploadError && error.kind === "timeout" ? newsMessages.uploadTimeout : newsMessages.uploadFailed);
    } finally {
      setPhase("idle");
      if (fileInputRef.current) fileInputRef.current.value = "";
    }
  }

  function clearImage() {
    setValue("image_url", null, { shouldDirty: true });
    setImageError(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
  }

  async function submit(values: ArticleInput) {
    setFormError(null);
    setSaving(true);
    const result = await apiFetch(article ? `/api/news/${article.id}` : "/api/news", {
      method: article ? "PUT" : "POST",
      json: values,
      accept: isArticle,
      fallback: newsMessages.saveFailed,
    });
    setSaving(false);
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    const { rest } = applyServerFieldErrors(setError, result.fields, FIELDS);
    if (rest.image_url) setImageError(rest.image_url);
    setFormError(newsMessages.saveFailed);
  }

  const busy = phase !== "idle" || saving;
  const heading = article ? "Redigera artikel" : "Ny artikel";

  return (
    <form className={`${formStyles.form} ${styles.editor}`} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-busy={busy} aria-label={heading}>
      <h3 className={styles.editorTitle}>{heading}</h3>
      <RequiredNote />
      <TextField
        label="Titel"
        requiredMark
        type="text"
        maxLength={NEWS_LIMITS.titleMax}
        error={errors.title?.message}
        {...titleRegistration}
        ref={(element) => {
          titleRegistration.ref(element);
          titleRef.current = element;
        }}
      />
      <TextAreaField
        label="Text"
        requiredMark
        rows={10}
        maxLength={NEWS_LIMITS.contentMax}
        hint="En tom rad ger ett nytt stycke. Länkar skrivs [text](https://adress) eller som en hel adress."
        error={errors.content?.message}
        {...register("content")}
      />

      <ImageField
        ref={fileInputRef}
        label="Bild"
        accept={NEWS_IMAGE_RULES.types.join(",")}
        hint="JPG, PNG, GIF eller WebP, högst 15 MB. Stora bilder förminskas innan de laddas upp."
        error={imageError}
        preview={null}
        onChange={(event) => void chooseFile(event)}
        onClear={clearImage}
        disabled={busy}
      />
      <ImageUploadStatus phase={phase} progress={progress} uploadLabel="Laddar upp bild" />

      {imageUrl ? (
        <div className={styles.focusPicker}>
          <div className={styles.media}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own upload, shown as the list will crop it */}
            <img src={imageUrl} alt="Förhandsvisning av artikelns bild" className={`${styles.photo} ${styles[`focus${focus[0]!.toUpperCase()}${focus.slice(1)}`]}`} />
          </div>
          <fieldset className={styles.focusChoices}>
            <legend>Bildens fokus</legend>
            {IMAGE_FOCUSES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...register("image_focus")} />
                {FOCUS_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <button type="button" className={formStyles.linkButton} onClick={clearImage} disabled={busy}>
            Ta bort bilden
          </button>
        </div>
      ) : null}

      <label className={styles.switch}>
        <input type="checkbox" role="switch" {...register("published")} />
        Publicerad (synlig för alla)
      </label>

      <div role="alert" className={formError ? formStyles.alert : undefined}>
        {formError}
      </div>

      <div className={formStyles.actions}>
        <button type="submit" className={formButtons.primary} disabled={busy}>
          {saving ? "Sparar..." : "Spara artikel"}
        </button>
        <button type="button" className={formButtons.secondary} onClick={onCancel} disabled={saving}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
