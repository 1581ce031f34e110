import type { Locale } from "~/i18n/locale";

export type AccountMailKind = "activation" | "recovery";

type AccountMailTexts = {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  notAskedYou: string;
};

type MailTexts = {
  greeting: (firstName: string) => string;
  linkFallback: string;
  validity: string;
  signOff: string;
  signature: string;
  footer: (year: number) => string;
  account: Record<AccountMailKind, AccountMailTexts>;
};

/** Mail texts live with the templates: they are rendered on the server only, never in the browser. */
export const mailTexts: Record<Locale, MailTexts> = {
  it: {
    greeting: (firstName) => `Ciao ${firstName},`,
    linkFallback: "Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:",
    validity: "Il link è valido per 15 minuti.",
    signOff: "A presto,",
    signature: "lo staff di Agorà",
    footer: (year) => `© ${year} Associazione Agorà APS`,
    account: {
      activation: {
        subject: "Attiva il tuo account Agorà",
        heading: "Attiva il tuo account",
        intro:
          "Grazie per la registrazione ad Agorà. Per attivare il tuo account premi il pulsante qui sotto.",
        button: "Attiva l'account",
        notAskedYou: "Se non hai creato tu un account su Agorà, ignora questa e-mail.",
      },
      recovery: {
        subject: "Reimposta la password di Agorà",
        heading: "Reimposta la password",
        intro: "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Agorà.",
        button: "Scegli una nuova password",
        notAskedYou: "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta invariata.",
      },
    },
  },
  en: {
    greeting: (firstName) => `Hi ${firstName},`,
    linkFallback: "If the button does not work, copy and paste this address into your browser:",
    validity: "The link is valid for 15 minutes.",
    signOff: "See you soon,",
    signature: "the Agorà team",
    footer: (year) => `© ${year} Associazione Agorà APS`,
    account: {
      activation: {
        subject: "Activate your Agorà account",
        heading: "Activate your account",
        intro: "Thank you for signing up to Agorà. To activate your account, press the button below.",
        button: "Activate account",
        notAskedYou: "If you did not create an Agorà account, ignore this e-mail.",
      },
      recovery: {
        subject: "Reset your Agorà password",
        heading: "Reset your password",
        intro: "We received a request to reset the password of your Agorà account.",
        button: "Choose a new password",
        notAskedYou: "If you did not ask for this, ignore this e-mail: your password stays the same.",
      },
    },
  },
};
