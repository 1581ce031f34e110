import { type DragEvent, type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { MAX_UPLOAD_BYTES, type StoredImage } from "~/domain/images/variants";
import { localePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { useTranslation } from "~/i18n/use-translation";
import { uploadImage } from "./upload-request";

type Props = {
  names: { key: string; width: string; height: string };
  initial: { image: StoredImage; preview: string } | null;
  label: string;
  /** The server's errors for the image (a key no upload issued), shown until another file is chosen. */
  errors?: string[];
  /** Told when an upload starts and ends, so the form can hold its Save button meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * Drop zone and file picker (spec §9: at least 250px high). The file is stored as soon as it is
 * chosen; the form then only carries the key, so a failed validation never asks for the file again.
 */
export function ImageField({ names, initial, label, errors, onUploadingChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const [current, setCurrent] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // The server's errors as text, once another file was chosen or the image removed.
  const serverErrors = errors?.join("\n") ?? "";
  const [dismissed, setDismissed] = useState("");
  const shownErrors = error ? [error] : errors && serverErrors !== dismissed ? errors : [];
  // Only the latest chosen file counts: an earlier upload that ends later is ignored.
  const latest = useRef(0);

  function setUploading(uploading: boolean) {
    setProgress(uploading ? 0 : null);
    onUploadingChange?.(uploading);
  }

  async function send(file: File | undefined) {
    if (!file) return;
    const attempt = ++latest.current;
    setError(null);
    setDismissed(serverErrors);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploading(false);
      setError("images.tooLarge");
      return;
    }
    setUploading(true);
    const result = await uploadImage(localePath(locale, "/internal/event-image"), file, setProgress);
    if (attempt !== latest.current) return;
    setUploading(false);
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
          onChange={(event) => {
            void send(event.target.files?.[0]);
            // Cleared, so choosing the same file again (after fixing it, say) uploads it again.
            event.target.value = "";
          }}
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
        {shownErrors.length > 0 && (
          <p role="alert" className="text-sm text-danger">
            {shownErrors.map((key) => t(key)).join(" ")}
          </p>
        )}
        {current && (
          <Button
            variant="secondary"
            onClick={() => {
              // Removing also drops an upload still on its way.
              latest.current++;
              if (progress !== null) setUploading(false);
              setDismissed(serverErrors);
              setCurrent(null);
            }}
          >
            {t("eventAdmin.upload.remove")}
          </Button>
        )}
      </section>
    </div>
  );
}

/** Why Save is held while an image uploads; a polite live region next to the button. */
export function UploadWaitNote({ id, uploading }: { id: string; uploading: boolean }) {
  const { t } = useTranslation();
  return (
    <p id={id} aria-live="polite" className="inline-flex min-h-11 items-center text-sm">
      {uploading ? t("eventAdmin.upload.waitToSave") : ""}
    </p>
  );
}

/**
 * What a form with an image field needs to wait for its upload: whether one is under way (for the
 * field's `onUploadingChange`, Save's `disabled` and the UploadWaitNote), the note's id, and a submit
 * handler that refuses to save while the image is still on its way.
 */
export function useUploadGuard(onSubmit: (event: FormEvent<HTMLFormElement>) => void) {
  const [uploading, setUploading] = useState(false);
  const waitId = useId();
  const guardedSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Saving now would store the item without the image still on its way.
    if (uploading) event.preventDefault();
    else onSubmit(event);
  };
  return { uploading, setUploading, waitId, onSubmit: guardedSubmit };
}
