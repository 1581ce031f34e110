import type { Messages } from "../messages";

export const doorEn: Messages["door"] = {
  camera: {
    label: "QR reader with the camera",
    viewfinder: "Hold the QR code inside the frame",
    start: "Start the camera",
    stop: "Turn the camera off",
    retry: "Try again",
    switch: "Switch camera",
    current: "Camera in use: {{label}}",
    unnamed: "camera {{number}}",
    idle: "The camera is off. Start it to read the QR code, or type the code.",
    starting: "Starting the camera…",
    running: "Camera on: hold the card's QR code in the frame.",
    runningAny: "Camera on: hold a card's or a ticket's QR code in the frame.",
    denied:
      "Access to the camera is denied. Allow it for this site in the browser settings, then try again. Meanwhile you can type the code.",
    noCamera: "No camera was found on this device. Type the code or use a code scanner.",
    unsupported:
      "This browser cannot use the camera here (it needs a secure connection and an up-to-date browser). Type the code or use a code scanner.",
    blocked: "The camera is not allowed on the page as it was opened: reload the page.",
    reload: "Reload the page",
    inUse: "The camera is busy in another app or tab. Close it and try again.",
    failed: "The camera or the code reader did not start. Try again, or type the code.",
  },
  sound: {
    off: "Sound is off until you touch the screen: tap anywhere on the page (or press a key) to hear the verdicts.",
  },
};
