/**
 * The pages the public worker shows offline from a member's copies (ADR 043): the card, a ticket,
 * and the list of what is kept, added to the offline page. Static HTML without script, drawn in the
 * worker from the copy and the texts the build compiled in (`memberTextsOf`), so they need no file of
 * any build: a copy taken before a deployment shows the same after it.
 */
import { formatDoorCode } from "~/domain/door/code";
import type { Messages } from "~/i18n/messages";
import { escapeHtml } from "../lib/escape-html";
import { formatPrice } from "../lib/money";
import { formatRome } from "../lib/rome-time";
import type { CardCopy, MemberCopy, TicketCopy } from "./member-copy";

type Lang = "it" | "en";

/** The few texts these pages need, taken from a language's dictionary when the workers are built. */
export function memberTextsOf(t: Messages) {
  return {
    brand: t.brand.name,
    cardTitle: t.pages["u-membership"].title,
    ticketTitle: t.pages["u-ticket"].title,
    retry: t.pwa.offline.retry,
    home: t.pwa.offline.home,
    member: t.pwa.member,
    card: {
      label: t.membership.card.label,
      code: t.membership.card.code,
      number: t.membership.card.number,
      type: t.membership.card.type,
      category: t.membership.card.category,
      validFrom: t.membership.card.validFrom,
      validUntil: t.membership.card.validUntil,
      qrAlt: t.membership.card.qrAlt,
      showAtDoor: t.membership.card.showAtDoor,
      brightness: t.membership.card.brightness,
      requested: t.membership.status.requested,
    },
    // One name for each thing: the same labels as the online card (domain/memberships/labels.ts).
    cardStates: t.memberLabels.states,
    cardTypes: t.memberLabels.types,
    categories: t.memberLabels.categories as Record<string, string>,
    tickets: {
      states: t.tickets.states,
      types: t.tickets.types,
      fields: t.tickets.fields,
      qrLabel: t.tickets.qrLabel,
      show: t.tickets.show,
    },
  };
}

export type MemberTexts = ReturnType<typeof memberTextsOf>;

/** A text with its `{{name}}` placeholders filled. */
function interpolate(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

/** The same, escaped for HTML. */
const fill = (text: string, values?: Record<string, string>) => escapeHtml(interpolate(text, values));

const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** A link to one of the kept pages, in the language of the page that lists it. */
export type KeptLink = { href: string; label: string };

/** What is kept, as links: the card first, then the tickets, soonest event first. */
export function keptLinks(copies: readonly MemberCopy[], lang: Lang, texts: MemberTexts): KeptLink[] {
  const links: KeptLink[] = [];
  for (const copy of copies) {
    if (copy.kind === "card")
      links.push({ href: `${prefix(lang)}/u/membership`, label: texts.member.cardLink });
  }
  const tickets = copies
    .filter((copy): copy is TicketCopy => copy.kind === "ticket")
    .sort((a, b) => Date.parse(a.ticket.eventStartsAt) - Date.parse(b.ticket.eventStartsAt));
  for (const { ticket } of tickets) {
    links.push({
      href: `${prefix(lang)}/u/ticket/${ticket.id}`,
      label: interpolate(texts.member.ticketLink, {
        event: ticket.eventTitle,
        date: formatRome(new Date(ticket.eventStartsAt), lang, "date"),
      }),
    });
  }
  return links;
}

/** Where the offline page (scripts/service-workers.ts) takes the list of the member's copies. */
export const KEPT_MARK = "<!--kept-->";

/** The "kept on this device" section of the offline page and of the copies' pages; empty without links. */
export function keptSection(links: readonly KeptLink[], texts: MemberTexts): string {
  if (links.length === 0) return "";
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`)
    .join("");
  return `<section class="kept" aria-labelledby="kept-heading" data-testid="kept-copies"><h2 id="kept-heading">${fill(texts.member.kept)}</h2><ul>${items}</ul></section>`;
}

/**
 * The page's colours are the site's (app/app.css), light or dark as the system asks; the card's QR
 * stays black on white in both, so a scanner reads it at full brightness.
 */
const STYLE = `:root{--bg:#fdfbf7;--fg:#1c1917;--muted:#57534e;--surface:#fff;--border:#d6d3d1;--accent:#9f1239;--accent-fg:#fff;--focus:#1d4ed8;--ok-bg:#15803d;--ok-fg:#fff;--wait-bg:#fcd34d;--wait-fg:#451a03;--notice-bg:#fef3c7;--notice-fg:#451a03;--notice-border:#b45309}
@media (prefers-color-scheme:dark){:root{--bg:#171412;--fg:#f5f5f4;--muted:#d6d3d1;--surface:#231f1c;--border:#57534e;--accent:#fda4af;--accent-fg:#1c1917;--focus:#93c5fd;--ok-bg:#86efac;--ok-fg:#052e16;--notice-bg:#292524;--notice-fg:#fde68a;--notice-border:#fbbf24}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header.bar{padding:.75rem 1rem;border-bottom:1px solid var(--border)}
header.bar a{color:var(--fg);font-weight:700;font-size:1.25rem;text-decoration:none;display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem}
main{max-width:24rem;margin:0 auto;padding:1rem 1rem 3rem;display:flex;flex-direction:column;gap:1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0}
main>p{margin:0}
.notice{margin:0;padding:.75rem 1rem;border:2px solid var(--notice-border);border-radius:.5rem;background:var(--notice-bg);color:var(--notice-fg)}
article{display:flex;flex-direction:column;gap:1rem;padding:1.25rem;border:2px solid var(--border);border-radius:1rem;background:var(--surface)}
article>header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:.75rem}
article>header>div{flex:1 1 12rem;min-width:0}
.label{margin:0;font-size:.875rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
article h2{margin:0;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
.state{flex-shrink:0;border-radius:999px;padding:.25rem .75rem;font-size:.875rem;font-weight:600;background:var(--ok-bg);color:var(--ok-fg)}
.state.wait{background:var(--wait-bg);color:var(--wait-fg)}
figure{margin:0;display:flex;flex-direction:column;align-items:center;gap:.5rem}
.qr{width:100%;max-width:18rem;background:#fff;padding:.5rem;border-radius:.5rem}
.qr svg{display:block;width:100%;height:auto}
figcaption{text-align:center;font-size:.875rem;color:var(--muted)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:1.125rem;font-weight:600;letter-spacing:.1em}
.order{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:0}
a{color:var(--fg)}
.actions a,.kept a{display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1rem;border-radius:.375rem;font-weight:500}
.actions a.primary{background:var(--accent);color:var(--accent-fg);text-decoration:none}
.kept h2{font-size:1.125rem;margin:0 0 .25rem}
.kept ul{list-style:none;margin:0;padding:0}
.kept a{padding-left:0}
a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}`;

/**
 * The headers of a page drawn here: HTML that must not be stored again, with a policy that lets it
 * load nothing but its icon, and the site's other protections.
 */
export const MEMBER_PAGE_HEADERS: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy":
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
};

function page(lang: Lang, texts: MemberTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(texts.brand)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><a href="${prefix(lang) || "/"}"><img src="/favicon.svg" alt="" width="28" height="28">${escapeHtml(texts.brand)}</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The notice above a copy: offline (or too slow), and since when the copy is on this device. */
function notice(copy: MemberCopy, lang: Lang, texts: MemberTexts): string {
  const date = formatRome(new Date(copy.savedAt), lang, "dateTime");
  return `<p class="notice" role="status" data-testid="offline-copy-notice">${fill(texts.member.notice, { date })}</p>`;
}

function actions(lang: Lang, texts: MemberTexts): string {
  return `<p class="actions"><a class="primary" href="">${fill(texts.retry)}</a><a href="${prefix(lang) || "/"}">${fill(texts.home)}</a></p>`;
}

/** The member's card as the card page shows it (MembershipCard), from the copy. */
export function cardPageHtml(copy: CardCopy, lang: Lang, texts: MemberTexts, others: readonly KeptLink[]) {
  const { card } = copy;
  const date = (iso: string | null) => (iso ? formatRome(new Date(iso), lang, "date") : "");
  const row = (label: string, value: string, extra = "") =>
    `<dt>${fill(label)}</dt><dd${extra}>${escapeHtml(value)}</dd>`;
  const rows = [
    row(texts.card.code, card.code, ' class="code" data-testid="membership-code"'),
    card.registerNumber != null
      ? row(texts.card.number, String(card.registerNumber), ' data-testid="membership-register-number"')
      : "",
    row(texts.card.type, texts.cardTypes[card.type] ?? card.type),
    card.category ? row(texts.card.category, texts.categories[card.category] ?? card.category) : "",
    card.validFrom ? row(texts.card.validFrom, date(card.validFrom)) : "",
    card.validUntil
      ? row(texts.card.validUntil, date(card.validUntil), ' data-testid="membership-valid-until"')
      : "",
  ].join("");
  const requested =
    card.state === "requested"
      ? `<p data-testid="membership-status">${fill(texts.card.requested, { date: date(card.requestedAt) })}</p>`
      : "";
  const body = `<h1>${fill(texts.cardTitle)}</h1>
${notice(copy, lang, texts)}
${requested}
<article aria-labelledby="card-heading" data-testid="membership-card" data-state="${escapeHtml(card.state)}">
<header><div><p class="label">${fill(texts.card.label)}</p><h2 id="card-heading">${escapeHtml(`${card.firstName} ${card.lastName}`)}</h2></div><span class="state${card.state === "valid" ? "" : " wait"}">${fill(texts.cardStates[card.state] ?? card.state)}</span></header>
<figure><div class="qr" role="img" aria-label="${fill(texts.card.qrAlt, { code: card.code })}" data-testid="membership-qr">${card.qrSvg}</div><figcaption>${fill(texts.card.showAtDoor)} ${fill(texts.card.brightness)}</figcaption></figure>
<dl>${rows}</dl>
</article>
${actions(lang, texts)}
${keptSection(others, texts)}`;
  return page(lang, texts, texts.cardTitle, body);
}

/** One of the member's tickets as the ticket page shows it (TicketCard), from the copy. */
export function ticketPageHtml(
  copy: TicketCopy,
  lang: Lang,
  texts: MemberTexts,
  others: readonly KeptLink[],
) {
  const { ticket } = copy;
  const when = (iso: string) => formatRome(new Date(iso), lang, "dateTime");
  const f = texts.tickets.fields;
  // The title in the language the ticket's page showed it in, marked where it is not the page's.
  const shownIn = ticket.eventTitleLang ?? "it";
  const titleLang = shownIn === lang ? "" : ` lang="${shownIn}"`;
  const body = `<h1>${fill(texts.ticketTitle)}</h1>
${notice(copy, lang, texts)}
<article aria-labelledby="ticket-heading" data-testid="ticket-card" data-state="${escapeHtml(ticket.state)}">
<header><div><p class="label">${escapeHtml(ticket.holderName)}</p><h2 id="ticket-heading"${titleLang}>${escapeHtml(ticket.eventTitle)}</h2></div><span class="state${ticket.state === "valid" ? "" : " wait"}">${fill(texts.tickets.states[ticket.state] ?? ticket.state)}</span></header>
<figure><div class="qr" role="img" aria-label="${fill(texts.tickets.qrLabel)}" data-testid="ticket-qr">${ticket.qrSvg}</div><figcaption>${fill(texts.tickets.show)}</figcaption></figure>
<dl><dt>${fill(f.starts)}</dt><dd>${escapeHtml(when(ticket.eventStartsAt))}</dd><dt>${fill(f.type)}</dt><dd>${fill(texts.tickets.types[ticket.type] ?? ticket.type)}</dd><dt>${fill(f.price)}</dt><dd>${escapeHtml(formatPrice(ticket.priceCents, lang))}</dd><dt>${fill(f.purchased)}</dt><dd>${escapeHtml(when(ticket.purchasedAt))}</dd><dt>${fill(f.code)}</dt><dd class="order" data-testid="ticket-code">${escapeHtml(formatDoorCode(ticket.code))}</dd></dl>
</article>
${actions(lang, texts)}
${keptSection(others, texts)}`;
  return page(lang, texts, texts.ticketTitle, body);
}
