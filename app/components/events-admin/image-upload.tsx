import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { StoredImage } from "~/domain/images/variants";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { uploadImage } from "./upload-request";

type Props = {
  names: { key: string; width: string; height: string };
  initial: { image: StoredImage; preview: string } | null;
  label: string;
};

/**
 * Drop zone and file picker (spec §9: at least 250px high). The file is stored as soon as it is
 * chosen; the form then only carries the key, so a failed validation never asks for the file again.
 */
export function ImageUpload({ names, initial, label }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const [current, setCurrent] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    const result = await uploadImage(localePath(locale, "/internal/event-image"), file, setProgress);
    setProgress(null);
    if (result.ok) setCurrent({ image: result.image, preview: result.preview });
    else setError(result.error);
  }
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${inputId}-label`} className="font-medium">
        {label}
      </span>
      <input type="hidden" name={names.key} value={current?.image.key ?? ""} />
      <input type="hidden" name={names.width} value={current?.image.width ?? ""} />
      <input type="hidden" name={names.height} value={current?.image.height ?? ""} />
      <section
        aria-labelledby={`${inputId}-label`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        className={`flex min-h-[250px] flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-4 text-center ${dragging ? "border-accent bg-bg" : "border-border bg-surface"}`}
      >
        {current && (
          <img
            src={current.preview}
            alt={t("eventAdmin.upload.preview")}
            width={current.image.width}
            height={current.image.height}
            className="max-h-48 w-auto rounded object-contain"
          />
        )}
        <p>
          {t("eventAdmin.upload.drop")}{" "}
          <label htmlFor={inputId} className="cursor-pointer font-semibold text-accent underline">
            {t("eventAdmin.upload.choose")}
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-describedby={`${inputId}-rules`}
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <p id={`${inputId}-rules`} className="text-sm text-muted">
          {t("eventAdmin.upload.rules")}
        </p>
        {progress !== null && (
          <progress
            value={progress}
            max={1}
            aria-label={t("eventAdmin.upload.progress")}
            className="w-full max-w-xs"
          />
        )}
        <p role="status" className="text-sm">
          {progress !== null
            ? t("eventAdmin.upload.uploading")
            : current && current !== initial
              ? t("eventAdmin.upload.done")
              : ""}
        </p>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {t(error)}
          </p>
        )}
        {current && (
          <Button variant="secondary" onClick={() => setCurrent(null)}>
            {t("eventAdmin.upload.remove")}
          </Button>
        )}
      </section>
    </div>
  );
}
