import { data } from "react-router";
import { ImageRefusedError, MAX_UPLOAD_BYTES } from "~/domain/images/process.server";
import { imageStorage } from "~/domain/images/storage.server";
import { storeImage } from "~/domain/images/store.server";
import { imageSources } from "~/domain/images/urls.server";
import type { Route } from "./+types/event-image";

// Room for the multipart boundaries and headers around the file itself.
const MAX_BODY = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * POST multipart `image`: stores the variants and answers with the image the form will save. The
 * management guard of the parent layout keeps it to staff with accessLevel ≥ 1.
 */
export async function action({ request }: Route.ActionArgs) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) {
    return data({ ok: false, error: "images.tooLarge" }, { status: 413 });
  }
  const file = (await request.formData()).get("image");
  if (!(file instanceof File) || file.size === 0)
    return data({ ok: false, error: "images.missing" }, { status: 400 });
  try {
    const image = await storeImage(imageStorage(), Buffer.from(await file.arrayBuffer()));
    return { ok: true, image, preview: imageSources(image).src };
  } catch (error) {
    if (error instanceof ImageRefusedError) return { ok: false, error: error.reason };
    throw error;
  }
}
