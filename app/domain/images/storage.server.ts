import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, config } from "~/config.server";

/** Where image variants live: a folder served at /uploads, or an S3-compatible bucket. */
export interface ImageStorage {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the named objects of one image (see variantName). */
  delete(names: readonly string[]): Promise<void>;
}

// Object names are made by variantName from our own keys; anything else (.., absolute paths,
// backslashes) is refused before it can reach the file system or the bucket.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\/\d{1,4}\.(avif|webp)$/;

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`Refused object name: ${name}`);
}

const CACHE_CONTROL = "public, max-age=31536000, immutable";

export function localStorage(root: string): ImageStorage {
  return {
    async put(name, bytes) {
      assertSafeName(name);
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async delete(names) {
      for (const name of names) {
        assertSafeName(name);
        await rm(path.join(root, name), { force: true });
      }
      const folders = new Set(names.map((name) => path.join(root, path.dirname(name))));
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    },
  };
}

type S3Settings = Pick<
  Config,
  "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
> & { S3_BUCKET: string };

export function s3Storage(settings: S3Settings): ImageStorage {
  // The SDK is loaded at the first upload or deletion, not at start: most installations keep their
  // images on disk, and the SDK alone weighs several MB in every process (bench/README.md, "Memory").
  let sdk: Promise<{
    client: import("@aws-sdk/client-s3").S3Client;
    s3: typeof import("@aws-sdk/client-s3");
  }>;
  const connect = () => {
    sdk ??= import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: settings.S3_ENDPOINT,
        region: settings.S3_REGION,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        credentials:
          settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Many S3-compatible stores (older MinIO, some R2 setups) reject the SDK's default checksums.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return sdk;
  };
  const Bucket = settings.S3_BUCKET;
  return {
    async put(name, bytes, contentType) {
      assertSafeName(name);
      const { client, s3 } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async delete(names) {
      for (const name of names) assertSafeName(name);
      const { client, s3 } = await connect();
      for (const name of names) await client.send(new s3.DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

let storage: ImageStorage | undefined;

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export function imageStorage(): ImageStorage {
  const settings = config();
  storage ??= settings.S3_BUCKET
    ? s3Storage({ ...settings, S3_BUCKET: settings.S3_BUCKET })
    : localStorage(uploadsDir(settings.DATA_DIR));
  return storage;
}
