import type { Messages } from "../messages";

export const contributeEn: Messages["contribute"] = {
  intro:
    "Would you like to propose an activity, lend a hand as a volunteer or donate materials? Write to us: we read every message and reply by e-mail.",
  name: "Full name",
  email: "E-mail",
  emailHint: "We will reply to this address.",
  kind: "Kind of contribution",
  kinds: {
    proposal: "Proposal (event, workshop, activity)",
    volunteering: "Volunteering",
    materials: "Donation of materials",
    other: "Other",
  },
  message: "Message",
  messageHint: "Tell us about your idea: what, when, what you would need. At least 10 characters.",
  privacyLabel: "I have read the privacy policy and agree to the processing of my data to receive a reply",
  privacyLink: "Read the privacy policy",
  honeypot: "Leave this field empty",
  submit: "Send your contribution",
  kindRequired: "Choose the kind of contribution",
  messageTooShort: "Write at least 10 characters",
  thanksNext: "Meanwhile, have a look at what's on.",
  backHome: "Back to the home page",
  seeEvents: "See the events",
};
