"use client";
// The profile form: names, city, e-mail, anonymity and the profile image (JPG, PNG or GIF up to 5 MB).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { profileImageUrl } from "@/components/profiles/profile-view";
import styles from "@/components/profiles/profiles.module.css";
import { TextField } from "@/components/ui/form-fields";
import { ImageField } from "@/components/ui/image-field";
import formStyles from "@/components/ui/form.module.css";
import { apiFetch } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  profileFormSchema,
  profileImageProblem,
  profileMessages,
  type ProfileFormData,
  type ProfileFormInput,
} from "@/lib/profiles/schemas";
import type { ProfileJson } from "@/lib/profiles/types";
import { TitledSection } from "@/components/ui/titled-section";
import { SaveRow } from "./save-row";

const PROFILE_TEXT_FIELDS = ["firstname", "lastname", "city", "email", "is_anonymous"] as const;

export function ProfileForm({ profile, onSaved }: { profile: ProfileJson; onSaved: (profile: ProfileJson) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormData>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstname: profile.firstname ?? "",
      lastname: profile.lastname ?? "",
      city: profile.city ?? "",
      email: profile.email ?? "",
      is_anonymous: profile.is_anonymous,
    },
  });
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setImageError(null);
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setImageError(problem);
      event.target.value = "";
      return;
    }
    setImage(file);
    setPreview(URL.createObjectURL(file));
    setRemoveImage(false);
  }

  function clearImage() {
    setImage(null);
    setPreview(null);
  }

  async function save(values: ProfileFormData) {
    setAlert(null);
    setSaved(null);
    const form = new FormData();
    form.set("firstname", values.firstname ?? "");
    form.set("lastname", values.lastname ?? "");
    form.set("city", values.city ?? "");
    form.set("email", values.email ?? "");
    form.set("is_anonymous", String(values.is_anonymous));
    if (image) form.set("profile_image", image);
    else if (removeImage) form.set("remove_image", "true");
    const result = await apiFetch<{ profile: ProfileJson; message: string }>(`/api/profile/${profile.id}`, {
      method: "PUT",
      form,
      fallback: profileMessages.updateFailed,
      timeoutMs: 30_000,
    });
    if (!result.ok) {
      const { rest } = applyServerFieldErrors(setError, result.fields, PROFILE_TEXT_FIELDS);
      if (rest.profile_image) setImageError(rest.profile_image);
      setAlert(result.error || profileMessages.updateFailed);
      return;
    }
    clearImage();
    setRemoveImage(false);
    // A new address is only asked for: the field shows the one that still applies, and the message says a link is on its way.
    setValue("email", result.data.profile.email ?? "");
    setSaved(result.data.message);
    onSaved(result.data.profile);
  }

  const current = profileImageUrl(profile.profile_image);
  return (
    <TitledSection id="profile-form-title" title="Profil" className={styles.card} headingClassName={styles.heading}>
      <form className={formStyles.form} onSubmit={handleSubmit(save)} noValidate>
        <TextField label="Förnamn" autoComplete="given-name" maxLength={50} error={errors.firstname?.message} {...register("firstname")} />
        <TextField label="Efternamn" autoComplete="family-name" maxLength={50} error={errors.lastname?.message} {...register("lastname")} />
        <TextField label="Ort" autoComplete="address-level2" maxLength={80} error={errors.city?.message} {...register("city")} />
        <TextField label="E-post" type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register("email")} />
        <label className={styles.checkRow}>
          <input type="checkbox" {...register("is_anonymous")} />
          <span>
            Anonym profil
            <span className={styles.muted}> – andra ser dig som anonym#{String(profile.id).padStart(3, "0")}, utan namn, ort, e-post och bild</span>
          </span>
        </label>
        {current && !preview && !removeImage && (
          <div className={styles.currentImage}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of the stored image */}
            <img src={current} alt="Nuvarande profilbild" width={72} height={72} />
            <button type="button" className={formStyles.linkButton} onClick={() => setRemoveImage(true)}>
              Ta bort profilbilden
            </button>
          </div>
        )}
        {removeImage && <p className={styles.muted}>Profilbilden tas bort när du sparar.</p>}
        <ImageField
          label="Ny profilbild"
          accept="image/jpeg,image/png,image/gif"
          hint="JPG, PNG eller GIF, högst 5 MB."
          error={imageError}
          preview={preview}
          onChange={chooseImage}
          onClear={clearImage}
          disabled={isSubmitting}
        />
        <SaveRow alert={alert} status={saved} busy={isSubmitting} label="Spara profil" busyLabel="Sparar..." />
      </form>
    </TitledSection>
  );
}
