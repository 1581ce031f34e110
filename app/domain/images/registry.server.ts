import { and, eq, lt, notExists } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { events, news, uploadedImages } from "~/db/schema";
import { now } from "~/domain/clock.server";
import type { ImageStorage } from "./storage.server";
import { imageObjectNames, storeImage } from "./store.server";
import type { StoredImage } from "./variants";

/**
 * The upload registry (ADR 019): every stored image has a row, events and news may only point at
 * registered keys, and an image's files go only once no record points at it.
 */

/** An upload nobody saved a record with is removed after this long. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Thrown by a save whose image key was never issued by an upload (or was removed since). */
export class UnknownImageError extends Error {
  override name = "UnknownImageError";
  constructor(readonly key: string) {
    super("images.unknown");
  }
}

/** Stores an upload's variants and registers its key; a failed registration removes the files. */
export async function storeUpload(
  db: Db,
  storage: ImageStorage,
  bytes: Buffer,
  staffId: string | null,
  at: Date = now(),
): Promise<StoredImage> {
  const image = await storeImage(storage, bytes);
  try {
    await db.insert(uploadedImages).values({
      key: image.key,
      width: image.width,
      height: image.height,
      createdAt: at,
      createdByStaffId: staffId,
    });
  } catch (error) {
    await storage.delete(imageObjectNames(image)).catch(() => undefined);
    throw error;
  }
  return image;
}

/**
 * The registered image behind `key`, for a record about to point at it. Inside the saving
 * transaction the row stays locked (KEY SHARE) until commit, so a clean-up cannot remove it in
 * between; throws UnknownImageError for a key no upload issued.
 */
export async function registeredImage(tx: DbOrTx, key: string): Promise<StoredImage> {
  const [row] = await tx
    .select({ key: uploadedImages.key, width: uploadedImages.width, height: uploadedImages.height })
    .from(uploadedImages)
    .where(eq(uploadedImages.key, key))
    .for("key share");
  if (!row) throw new UnknownImageError(key);
  return row;
}

/** The registered image a form points at, or null when it has none (see registeredImage). */
export async function formImage(tx: DbOrTx, value: { imageKey?: string }): Promise<StoredImage | null> {
  return value.imageKey ? registeredImage(tx, value.imageKey) : null;
}

const unreferenced = (tx: DbOrTx) =>
  and(
    notExists(
      tx.select({ key: events.imageKey }).from(events).where(eq(events.imageKey, uploadedImages.key)),
    ),
    notExists(tx.select({ key: news.imageKey }).from(news).where(eq(news.imageKey, uploadedImages.key))),
  );

export type Release = "removed" | "kept" | "failed";

/**
 * Removes an image's files and its registry row when no event or news item points at it; keeps it
 * otherwise. The row stays locked while the files go, and a storage failure rolls the removal back
 * ("failed"), so the hourly clean-up tries again.
 */
export async function releaseImage(
  db: Db,
  key: string | null | undefined,
  storage: ImageStorage,
  { createdBefore }: { createdBefore?: Date } = {},
): Promise<Release> {
  if (!key) return "kept";
  try {
    return await db.transaction(async (tx) => {
      const conditions = [eq(uploadedImages.key, key), unreferenced(tx)];
      if (createdBefore) conditions.push(lt(uploadedImages.createdAt, createdBefore));
      // SKIP LOCKED: a save holding the row is about to point at it, so it is not unused.
      const [row] = await tx
        .select()
        .from(uploadedImages)
        .where(and(...conditions))
        .for("update", { skipLocked: true });
      if (!row) return "kept" as const;
      await tx.delete(uploadedImages).where(eq(uploadedImages.key, key));
      await storage.delete(imageObjectNames(row));
      return "removed" as const;
    });
  } catch {
    return "failed";
  }
}

/**
 * The hourly clean-up of uploads no record uses, older than a day (a form may still be open on a
 * fresh one). Each image goes on its own, so one failure does not keep the others.
 */
export async function removeUnusedUploads(
  db: Db,
  storage: () => ImageStorage,
  at: Date = now(),
): Promise<{ removed: number; failed: number }> {
  const createdBefore = new Date(at.getTime() - UNUSED_UPLOAD_TTL_MS);
  const candidates = await db
    .select({ key: uploadedImages.key })
    .from(uploadedImages)
    .where(and(lt(uploadedImages.createdAt, createdBefore), unreferenced(db)));
  const counts = { removed: 0, failed: 0 };
  for (const { key } of candidates) {
    const outcome = await releaseImage(db, key, storage(), { createdBefore });
    if (outcome !== "kept") counts[outcome]++;
  }
  return counts;
}
