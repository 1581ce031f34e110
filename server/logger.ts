import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: undefined,
      // Request logs must never carry credentials: bearer tokens and session cookies are replaced.
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
