import { BarcodeDetector, prepareZXingModule } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { QrDetector } from "./qr-detector";

/**
 * The ponyfill fetches its .wasm from a CDN unless told otherwise; the CSP allows only this site and
 * the door must work without internet, so the binary is a build asset served by us. Instantiating
 * it needs 'wasm-unsafe-eval', which server/security.ts grants on the scanner pages only.
 */
export async function createZxingDetector(): Promise<QrDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}
