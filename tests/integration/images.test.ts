import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageRefusedError } from "~/domain/images/process.server";
import { localStorage, s3Storage } from "~/domain/images/storage.server";
import { imageObjectNames, storeImage } from "~/domain/images/store.server";

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
