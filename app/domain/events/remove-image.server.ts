import { imageStorage } from "~/domain/images/storage.server";
import { imageObjectNames } from "~/domain/images/store.server";
import { storedImage } from "~/domain/images/urls.server";

/**
 * Drops the files of an image no record points at any more. Best effort and after the commit: a
 * leftover file costs a little disk, a missing one would break a page.
 */
export async function removeOrphanImage(record: {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}): Promise<void> {
  const image = storedImage(record);
  if (!image) return;
  await imageStorage()
    .delete(imageObjectNames(image))
    .catch((error: unknown) => console.error("could not remove image files:", error));
}
