/** What the scanner needs of a BarcodeDetector, native or the ponyfill. */
export type QrDetector = {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string }>>;
};

type NativeDetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

let loading: Promise<QrDetector> | undefined;

async function nativeDetector(): Promise<QrDetector | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android and macOS); elsewhere
 * (iOS Safari, Firefox, desktop Linux and Windows) zxing-cpp compiled to WebAssembly, fetched only
 * now, so pages that do not scan never download it. A failed load may be retried.
 */
export function loadQrDetector(): Promise<QrDetector> {
  loading ??= (async () => {
    const native = await nativeDetector();
    if (native) return native;
    const { createZxingDetector } = await import("./zxing-detector");
    return createZxingDetector();
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
