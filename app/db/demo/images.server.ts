import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { ImageStorage } from "~/domain/images/storage.server";
import { IMAGE_FORMATS, variantName, variantWidths } from "~/domain/images/variants";
import type { DbOrTx } from "../client.server";
import { events, news, uploadedImages } from "../schema";
import { DEMO_IMAGES, type DemoImageName, demoEventImage, demoNewsImage } from "./images";

/** From the project folder, like the migrations: this module also runs inside the compiled server entry. */
const FOLDER = path.resolve("app/db/demo/images");

/** An item with the demo key of its type or category (ADR 058). */
type Item = { id: string; kind: string | null; title: string };

/**
 * Gives the demo events and news their pictures: each picture used is stored like an upload
 * (under a fresh key, registered, so the usual clean-up removes it once no item uses it) and its
 * items point at it.
 */
export async function attachDemoImages(
  tx: DbOrTx,
  storage: ImageStorage,
  items: { events: Item[]; news: Item[] },
  at: Date,
  progress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const perKind = new Map<string, number>();
  const eventImages = items.events.map((event) => {
    const kind = event.kind ?? "";
    const index = perKind.get(kind) ?? 0;
    perKind.set(kind, index + 1);
    return { id: event.id, name: demoEventImage(kind, index, event.title) };
  });
  const newsImages = items.news.map((item) => ({ id: item.id, name: demoNewsImage(item.kind) }));
  const used = new Set([...eventImages, ...newsImages].flatMap(({ name }) => (name ? [name] : [])));
  let done = 0;
  for (const name of used) {
    const image = await storeDemoImage(tx, storage, name, at);
    progress(++done, used.size);
    const pick = (list: { id: string; name: DemoImageName | null }[]) =>
      list.filter((entry) => entry.name === name).map((entry) => entry.id);
    const set = { imageKey: image.key, imageWidth: image.width, imageHeight: image.height };
    const eventIds = pick(eventImages);
    const newsIds = pick(newsImages);
    if (eventIds.length) await tx.update(events).set(set).where(inArray(events.id, eventIds));
    if (newsIds.length) await tx.update(news).set(set).where(inArray(news.id, newsIds));
  }
}

async function storeDemoImage(tx: DbOrTx, storage: ImageStorage, name: DemoImageName, at: Date) {
  const { width, height } = DEMO_IMAGES[name];
  const key = randomUUID();
  for (const variant of variantWidths(width)) {
    for (const format of IMAGE_FORMATS) {
      const bytes = await readFile(path.join(FOLDER, name, `${variant}.${format}`));
      await storage.put(variantName(key, variant, format), bytes, `image/${format}`);
    }
  }
  await tx.insert(uploadedImages).values({ key, width, height, createdAt: at, createdByStaffId: null });
  return { key, width, height };
}
