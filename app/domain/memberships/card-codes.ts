import { randomInt } from "node:crypto";

/** Card codes and QR tokens: A–Z and 0–9 without look-alikes, safe through keyboard-wedge scanners. */
export const CARD_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** The card code printed on the card and typed at the door. */
export const CARD_CODE_LENGTH = 8;
/** The opaque token in the card's QR code. */
export const QR_TOKEN_LENGTH = 24;

export function cardToken(length: number): string {
  let token = "";
  for (let i = 0; i < length; i += 1) token += CARD_ALPHABET[randomInt(CARD_ALPHABET.length)];
  return token;
}
