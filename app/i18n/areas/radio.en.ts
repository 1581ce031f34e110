import type { Messages } from "../messages";

export const radioEn: Messages["radio"] = {
  status: "Broadcast status:",
  live: "Live",
  offline: "Offline",
  offlineTitle: "The radio is offline",
  offlineText:
    "We are not broadcasting right now, or the streaming server is not answering. Please try again later; meanwhile you can look at the events programme.",
  toEvents: "Go to the events",
  consentTitle: "The broadcast comes from an external service",
  consentText:
    "To listen, your browser connects to the streaming server, which receives your IP address. We load nothing from that server until you allow it.",
  allow: "Allow the broadcast",
  cookiePolicy: "Read the cookie policy",
  player: "Radio player",
  play: "Listen",
  pause: "Pause",
  connecting: "Connecting…",
};
