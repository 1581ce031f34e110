import type { StoredImage } from "~/domain/images/variants";

export type UploadResult = { ok: true; image: StoredImage; preview: string } | { ok: false; error: string };

/**
 * fetch() cannot report upload progress, so the file goes up with XMLHttpRequest. The promise
 * resolves with the server's answer, or an i18n key when the network fails.
 */
export function uploadImage(url: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<UploadResult>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as UploadResult | null;
      resolve(body ?? { ok: false, error: "images.failed" });
    });
    request.addEventListener("error", () => resolve({ ok: false, error: "images.failed" }));
    const body = new FormData();
    body.set("image", file);
    request.send(body);
  });
}
