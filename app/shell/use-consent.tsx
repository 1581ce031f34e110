import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { type Consent, type ConsentCategory, type ConsentChoice, consentCookie } from "./consent";

type ConsentState = { consent: Consent; decide: (choice: ConsentChoice) => void };

const ConsentContext = createContext<ConsentState | null>(null);

/** Holds the visitor's choice; starts from the cookie the server read, so both render alike. */
export function ConsentProvider({ initial, children }: { initial: Consent; children: ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const decide = useCallback((choice: ConsentChoice) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is missing in some browsers
    document.cookie = consentCookie(choice, window.location.protocol === "https:");
    setConsent({ ...choice, decided: true });
  }, []);
  const value = useMemo(() => ({ consent, decide }), [consent, decide]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error("useConsent outside ConsentProvider");
  return state;
}

/** For one embed: whether it may load, and a way to allow just that category from its placeholder. */
export function useConsentFor(category: ConsentCategory): { allowed: boolean; allow: () => void } {
  const { consent, decide } = useConsent();
  return {
    allowed: consent[category],
    allow: () => decide({ map: consent.map, media: consent.media, [category]: true }),
  };
}
