import { randomInt } from "node:crypto";
import { DOOR_ALPHABET } from "./code";

/** A new random code or token of `length` characters of the door's alphabet. */
export function doorToken(length: number): string {
  let token = "";
  for (let i = 0; i < length; i += 1) token += DOOR_ALPHABET[randomInt(DOOR_ALPHABET.length)];
  return token;
}

/** A QR code of a token (A–Z, 0–9: QR alphanumeric mode, small and quick to read), as SVG. */
export async function doorQrSvg(token: string): Promise<string> {
  // Loaded with the first code drawn: most requests never draw one.
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(token, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
