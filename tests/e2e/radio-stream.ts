import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A few seconds of a quiet tone as a WAV file in the app's uploads folder: the "live stream" of the
 * radio tests, served by the app itself so the page's CSP (media-src 'self' https:) lets it play.
 */
export function writeTestStream(dataDir: string): string {
  const sampleRate = 8000;
  const samples = sampleRate * 3;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 2000), 44 + i * 2);
  }
  const folder = path.join(dataDir, "uploads");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "e2e-radio.wav"), buffer);
  return "/uploads/e2e-radio.wav";
}
