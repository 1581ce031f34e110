import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, news, uploadedImages } from "~/db/schema";
import { createStaff } from "~/domain/accounts/staff.server";
import { createEvent, deleteEvent, findEvent, updateEvent } from "~/domain/events/admin.server";
import { type EventFormValue, eventFormSchema } from "~/domain/events/event-form";
import { ImageRefusedError } from "~/domain/images/process.server";
import { releaseImage, storeUpload, UnknownImageError } from "~/domain/images/registry.server";
import { localStorage, s3Storage } from "~/domain/images/storage.server";
import { imageObjectNames, storeImage } from "~/domain/images/store.server";
import { runMaintenance } from "~/domain/maintenance.server";
import { createNews, deleteNews } from "~/domain/news/admin.server";
import { type NewsFormValue, newsFormSchema } from "~/domain/news/news-form";
import { clearAllTables, createTestDb, type TestDb } from "../setup/db";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "agora-images-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const bigJpeg = () =>
  sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 180, g: 40, b: 30 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

describe("local image storage", () => {
  it("stores a 6000×4000 JPEG as WebP and AVIF variants none wider than 2000px", async () => {
    const storage = localStorage(path.join(root, "local"));
    const image = await storeImage(storage, await bigJpeg());
    expect(image).toMatchObject({ width: 2000, height: 1333 });
    const files = (await readdir(path.join(root, "local", image.key))).sort();
    expect(files).toEqual([
      "1440.avif",
      "1440.webp",
      "2000.avif",
      "2000.webp",
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
    ]);
    for (const file of files) {
      const meta = await sharp(path.join(root, "local", image.key, file)).metadata();
      expect(meta.format).toBe(file.endsWith(".avif") ? "heif" : "webp");
      expect(meta.width).toBe(Number(file.split(".")[0]));
      expect(meta.width).toBeLessThanOrEqual(2000);
      expect(meta.exif).toBeUndefined();
    }
    await storage.delete(imageObjectNames(image));
    expect(await readdir(path.join(root, "local"))).toEqual([]);
  });

  it("turns a portrait photo upright by its EXIF orientation", async () => {
    const sideways = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await storeImage(localStorage(path.join(root, "rotate")), sideways);
    expect(image).toMatchObject({ width: 600, height: 800 });
  });

  it("refuses a text file renamed .jpg and writes nothing", async () => {
    const folder = path.join(root, "refused");
    const storage = localStorage(folder);
    const text = Buffer.from("Just some notes, saved as photo.jpg\n".repeat(20));
    await expect(storeImage(storage, text)).rejects.toThrow(ImageRefusedError);
    await expect(storeImage(storage, text)).rejects.toMatchObject({ reason: "images.unsupportedType" });
    await expect(readdir(folder)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refuses files over 10 MB before decoding them", async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    await expect(storeImage(localStorage(path.join(root, "huge")), huge)).rejects.toMatchObject({
      reason: "images.tooLarge",
    });
  });

  it("refuses object names that would leave the uploads folder", async () => {
    const storage = localStorage(path.join(root, "safe"));
    await expect(storage.put("../escape/480.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Refused/,
    );
  });
});

describe("S3-compatible storage", () => {
  // A minimal S3 endpoint speaking the two calls the app makes: PutObject and DeleteObject.
  const objects = new Map<string, { body: Buffer; type?: string; cache?: string }>();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const key = decodeURIComponent(new URL(req.url ?? "/", "http://s3").pathname);
        if (!req.headers.authorization?.startsWith("AWS4-HMAC-SHA256")) res.statusCode = 403;
        else if (req.method === "PUT") {
          objects.set(key, {
            body: Buffer.concat(chunks),
            type: req.headers["content-type"],
            cache: req.headers["cache-control"],
          });
          res.setHeader("ETag", '"etag"');
        } else if (req.method === "DELETE") {
          objects.delete(key);
          res.statusCode = 204;
        } else res.statusCode = 405;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("puts every variant in the bucket with its type and a long cache, then deletes them", async () => {
    const storage = s3Storage({
      S3_ENDPOINT: endpoint,
      S3_REGION: "auto",
      S3_BUCKET: "agora",
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
      S3_FORCE_PATH_STYLE: true,
    });
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: "#ffcc00" } })
      .png()
      .toBuffer();
    const image = await storeImage(storage, png);
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect([...objects.keys()].sort()).toEqual(
      ["1000.avif", "1000.webp", "480.avif", "480.webp", "960.avif", "960.webp"].map(
        (name) => `/agora/${image.key}/${name}`,
      ),
    );
    const webp = objects.get(`/agora/${image.key}/960.webp`);
    expect(webp?.type).toBe("image/webp");
    expect(webp?.cache).toContain("immutable");
    expect((await sharp(webp?.body).metadata()).width).toBe(960);
    await storage.delete(imageObjectNames(image));
    expect(objects.size).toBe(0);
  });
});

describe("upload registry", () => {
  let test: TestDb;
  let actor: { staffId: string };
  let folder: string;
  let storage: ReturnType<typeof localStorage>;
  const HOUR = 60 * 60 * 1000;
  const T0 = new Date("2026-05-01T10:00:00Z");
  const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

  beforeAll(async () => {
    test = await createTestDb();
  });
  beforeEach(async () => {
    await clearAllTables(test.db);
    folder = path.join(root, `registry-${randomUUID()}`);
    storage = localStorage(folder);
    const member = await createStaff(test.db, {
      email: "giulia@example.org",
      password: "a-good-password",
      firstName: "Giulia",
      lastName: "Gestione",
      accessLevel: 1,
    });
    actor = { staffId: member.id };
  });
  afterAll(() => test.close());

  const smallPng = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
  const upload = async (hours = 0) =>
    storeUpload(test.db, storage, await smallPng(), actor.staffId, at(hours));
  const filesOf = (key: string) => readdir(path.join(folder, key)).catch(() => []);

  const formData = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const success = <T>(submission: { status?: string; value?: T; error?: unknown }): T => {
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    return submission.value as T;
  };
  const imageFields = (key: string) => ({ imageKey: key, imageWidth: "600", imageHeight: "400" });
  const eventValue = (key?: string): EventFormValue =>
    success(
      parseWithZod(
        formData({
          title: "Concerto d'estate",
          startsAt: "2026-07-10T21:00",
          endsAt: "2026-07-10T23:30",
          colour: "white",
          backgroundColour: "darkred",
          ...(key ? imageFields(key) : {}),
        }),
        { schema: eventFormSchema },
      ),
    );
  const newsValue = (key?: string): NewsFormValue =>
    success(
      parseWithZod(
        formData({
          title: "Assemblea dei soci",
          publishedAt: "2026-05-01T12:00",
          colour: "white",
          backgroundColour: "darkred",
          ...(key ? imageFields(key) : {}),
        }),
        { schema: newsFormSchema },
      ),
    );

  it("registers every upload with its staff member and time", async () => {
    const image = await upload();
    const [row] = await test.db.select().from(uploadedImages);
    expect(row).toMatchObject({ key: image.key, width: 600, height: 400, createdAt: T0 });
    expect(row?.createdByStaffId).toBe(actor.staffId);
    expect(await filesOf(image.key)).toHaveLength(4);
  });

  it("refuses to save an event or a news item with a key no upload issued", async () => {
    const forged = randomUUID();
    await expect(createEvent(test.db, actor, eventValue(forged))).rejects.toBeInstanceOf(UnknownImageError);
    await expect(createNews(test.db, actor, newsValue(forged))).rejects.toBeInstanceOf(UnknownImageError);
    const id = await createEvent(test.db, actor, eventValue());
    await expect(updateEvent(test.db, actor, id, eventValue(forged))).rejects.toBeInstanceOf(
      UnknownImageError,
    );
    expect((await findEvent(test.db, id))?.imageKey).toBeNull();
    expect(await test.db.select().from(news)).toEqual([]);
    // The database refuses it too, whatever path a row takes.
    const [event] = await test.db.select().from(events);
    await expect(
      test.db.update(events).set({ imageKey: forged, imageWidth: 600, imageHeight: 400 }),
    ).rejects.toThrow();
    expect(event?.imageKey).toBeNull();
  });

  it("takes the image size from the upload, not from the form", async () => {
    const image = await upload();
    const id = await createEvent(test.db, actor, {
      ...eventValue(image.key),
      imageWidth: 2000,
      imageHeight: 5,
    });
    expect(await findEvent(test.db, id)).toMatchObject({
      imageKey: image.key,
      imageWidth: 600,
      imageHeight: 400,
    });
  });

  it("keeps an image shared by two items until the last one is deleted", async () => {
    const image = await upload();
    const eventId = await createEvent(test.db, actor, eventValue(image.key));
    const newsId = await createNews(test.db, actor, newsValue(image.key));

    expect((await deleteEvent(test.db, actor, eventId)).ok).toBe(true);
    expect(await releaseImage(test.db, image.key, storage)).toBe("kept");
    expect(await filesOf(image.key)).toHaveLength(4);

    expect((await deleteNews(test.db, actor, newsId)).ok).toBe(true);
    expect(await releaseImage(test.db, image.key, storage)).toBe("removed");
    expect(await filesOf(image.key)).toEqual([]);
    expect(await test.db.select().from(uploadedImages)).toEqual([]);
  });

  it("removes a replaced image only when nothing else uses it", async () => {
    const first = await upload();
    const second = await upload();
    const id = await createEvent(test.db, actor, eventValue(first.key));
    await createNews(test.db, actor, newsValue(second.key));
    await updateEvent(test.db, actor, id, eventValue(second.key));
    expect(await releaseImage(test.db, first.key, storage)).toBe("removed");
    expect(await filesOf(first.key)).toEqual([]);
    // Replacing it back: the second image stays, the news item still shows it.
    const third = await upload();
    await updateEvent(test.db, actor, id, eventValue(third.key));
    expect(await releaseImage(test.db, second.key, storage)).toBe("kept");
    expect(await filesOf(second.key)).toHaveLength(4);
  });

  it("the hourly clean-up removes uploads unused for a day and keeps newer or used ones", async () => {
    const orphan = await upload(0);
    const used = await upload(0);
    const fresh = await upload(20);
    await createNews(test.db, actor, newsValue(used.key));

    expect((await runMaintenance(test.db, at(23), { storage })).images).toEqual({ removed: 0, failed: 0 });
    expect((await runMaintenance(test.db, at(25), { storage })).images).toEqual({ removed: 1, failed: 0 });
    expect(await filesOf(orphan.key)).toEqual([]);
    expect(await filesOf(used.key)).toHaveLength(4);
    expect(await filesOf(fresh.key)).toHaveLength(4);
    const left = await test.db.select({ key: uploadedImages.key }).from(uploadedImages);
    expect(left.map((row) => row.key).sort()).toEqual([used.key, fresh.key].sort());

    expect((await runMaintenance(test.db, at(45), { storage })).images).toEqual({ removed: 1, failed: 0 });
    expect(await filesOf(fresh.key)).toEqual([]);
    expect(await filesOf(used.key)).toHaveLength(4);
  });

  it("a failed file removal keeps the row, so the next run tries again", async () => {
    const orphan = await upload(0);
    const broken = { ...storage, delete: () => Promise.reject(new Error("bucket unavailable")) };
    expect((await runMaintenance(test.db, at(25), { storage: broken })).images).toEqual({
      removed: 0,
      failed: 1,
    });
    expect(await test.db.select().from(uploadedImages)).toHaveLength(1);
    expect((await runMaintenance(test.db, at(26), { storage })).images).toEqual({ removed: 1, failed: 0 });
    expect(await filesOf(orphan.key)).toEqual([]);
  });
});
