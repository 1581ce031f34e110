import { data } from "react-router";
import { ImageRefusedError, MAX_UPLOAD_BODY_BYTES } from "~/domain/images/process.server";
import { storeUpload } from "~/domain/images/registry.server";
import { imageStorage } from "~/domain/images/storage.server";
import { imageSources } from "~/domain/images/urls.server";
import { database } from "~/routing/database.server";
import { currentStaff } from "~/routing/middleware.server";
import type { Route } from "./+types/event-image";

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * The request with its body counted as it streams in: reading fails as soon as it passes `limit`,
 * so a body sent without Content-Length (chunked) is never read whole before the size check.
 */
function limitedRequest(request: Request, limit: number): Request {
  if (!request.body) return request;
  let received = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > limit) controller.error(new BodyTooLargeError());
      else controller.enqueue(chunk);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body.pipeThrough(counter),
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

const tooLarge = () => data({ ok: false, error: "images.tooLarge" }, { status: 413 });

/**
 * POST multipart `image`: stores the variants, registers the key (events and news may only use
 * registered keys) and answers with the image the form will save. The management guard of the
 * parent layout keeps it to staff with accessLevel ≥ 1.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UPLOAD_BODY_BYTES) return tooLarge();
  let form: FormData;
  try {
    form = await limitedRequest(request, MAX_UPLOAD_BODY_BYTES).formData();
  } catch (error) {
    if (
      error instanceof BodyTooLargeError ||
      (error as { cause?: unknown }).cause instanceof BodyTooLargeError
    )
      return tooLarge();
    throw error;
  }
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0)
    return data({ ok: false, error: "images.missing" }, { status: 400 });
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    const image = await storeUpload(database(context), imageStorage(), bytes, currentStaff(context).id);
    return { ok: true, image, preview: imageSources(image).src };
  } catch (error) {
    if (error instanceof ImageRefusedError) return { ok: false, error: error.reason };
    throw error;
  }
}
