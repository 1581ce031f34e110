import { messagesFor, registerMessages } from "./i18n";
import { LOCALES, type Locale } from "./locale";

const ID = "agora-messages";

/** Each dictionary's JSON, serialised once: a dictionary never changes once registered. */
const serialised = new WeakMap<object, string>();

function messagesJson(locale: Locale): string {
  const messages = messagesFor(locale);
  if (!messages) return "{}";
  let json = serialised.get(messages);
  if (json === undefined) {
    json = JSON.stringify(messages).replace(/</g, "\\u003c");
    serialised.set(messages, json);
  }
  return json;
}

/**
 * The page's dictionary, sent inside the document as JSON (never run as a script), so the browser
 * registers it synchronously and hydrates at once, without a second request or a wait. Only the
 * page's language is sent; the browser loads the other one when the visitor switches (load.ts).
 */
export function MessagesScript({ locale }: { locale: Locale }) {
  // The browser already read it before hydrating; it never re-renders the text.
  const json = typeof document === "undefined" ? messagesJson(locale) : "";
  return (
    <script
      id={ID}
      type="application/json"
      data-locale={locale}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** Registers the dictionary the server put in the document; says whether there was one. */
export function registerInlineMessages(): boolean {
  const element = document.getElementById(ID);
  const locale = element?.dataset.locale;
  if (!element?.textContent || !LOCALES.includes(locale as Locale)) return false;
  registerMessages(locale as Locale, JSON.parse(element.textContent));
  return true;
}
