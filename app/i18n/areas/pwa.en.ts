import type { Messages } from "../messages";

/** English strings of the installable apps (merged under `pwa`). */
export const pwaEn: Messages["pwa"] = {
  install: {
    title: "Install Agorà",
    titleStaff: "Install Agorà Staff",
    text: "Add the app to your home screen: it opens like an app and shows a clear page when the network is down.",
    accept: "Install",
    dismiss: "Not now",
  },
  ios: {
    title: "Install the app on iPhone and iPad",
    text: "Tap Share, then “Add to Home Screen”: {{name}} opens like an app.",
    install: "Install",
    continue: "Continue",
    stepsTitle: "How to add it to the Home Screen",
    step1: "Tap Safari's Share button (the square with an arrow pointing up).",
    step2: "Scroll down and tap “Add to Home Screen”.",
    step3: "Tap “Add”: the {{name}} icon appears on your Home Screen.",
    done: "Got it",
  },
  update: {
    text: "A new version is available.",
    reload: "Reload",
  },
  offline: {
    title: "You are offline",
    text: "This page cannot be reached without a connection. Check the network and try again.",
    retry: "Try again",
    home: "Back to the home page",
    staffHome: "Back to the dashboard",
  },
  member: {
    notice:
      "The network is not answering: this is the copy saved on this device on {{date}}. The QR code scans all the same.",
    kept: "Saved on this device",
    cardLink: "Your membership card",
    ticketLink: "Ticket: {{event}}, {{date}}",
  },
};
