import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { Locale } from "./i18n/locale";

/** The legal texts: the path picks the document and its language. */
const LEGAL = "routes/public/legal.tsx";

/**
 * The whole page map of the specification, built once per language so that every page exists at
 * `/path` (Italian) and `/en/path` (English). Route ids are `<locale>:<name>`; the name drives titles,
 * the back button and the header style (see app/routing/route-names.ts).
 */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${locale}:${name}` });
  return [
    layout("routes/public/layout.tsx", id("public"), [
      index("routes/public/home.tsx", id("home")),
      route("contribute", "routes/public/contribute.tsx", id("contribute")),
      route("cookies", LEGAL, id("cookies")),
      route("cookies-en", LEGAL, id("cookies-en")),
      route("events", "routes/public/events.tsx", id("events")),
      route("market", "routes/public/market.tsx", id("market")),
      route("market/index_old", "routes/public/market-index-old.tsx", id("market-index-old")),
      route("privacy", LEGAL, id("privacy")),
      route("privacy-en", LEGAL, id("privacy-en")),
      route("refunds", LEGAL, id("refunds")),
      route("refunds-en", LEGAL, id("refunds-en")),
      route("terms", LEGAL, id("terms")),
      route("terms-en", LEGAL, id("terms-en")),
      route("eula", LEGAL, id("eula")),
      route("thankyou", "routes/public/thankyou.tsx", id("thankyou")),
      route("where", "routes/public/where.tsx", id("where")),
      route("radio", "routes/public/radio.tsx", id("radio")),
      route("virtual", "routes/public/virtual.tsx", id("virtual")),
      route("index_old", "routes/public/index-old.tsx", id("index-old")),
      route("event/:id?", "routes/public/event.tsx", id("event")),
      route("news/:id?", "routes/public/news.tsx", id("news")),
      route("petition", "routes/petition/petition.tsx", id("petition")),
      route("petition/confirm/:token?", "routes/petition/confirm.tsx", id("petition-confirm")),
      route("petition/confirmed", "routes/petition/confirmed.tsx", id("petition-confirmed")),
      route("petition/expired", "routes/petition/expired.tsx", id("petition-expired")),
      route("404", "routes/not-found.tsx", id("404")),
      layout("routes/user/layout.tsx", id("user"), [
        route("u", "routes/user/profile.tsx", id("u")),
        route("u/login", "routes/user/login.tsx", id("u-login")),
        route("u/logout", "routes/user/logout.tsx", id("u-logout")),
        route("u/register", "routes/user/register.tsx", id("u-register")),
        route("u/forgot-password", "routes/user/forgot-password.tsx", id("u-forgot-password")),
        route("u/manage", "routes/user/manage.tsx", id("u-manage")),
        route("u/membership", "routes/user/membership.tsx", id("u-membership")),
        // The fee of a request paid online: off to Stripe's Checkout page (ADR 054).
        route("u/membership/pay", "routes/user/membership-pay.ts", id("u-membership-pay")),
        route("u/ticket/:id", "routes/user/ticket.tsx", id("u-ticket")),
        route("u/confirm/activate", "routes/user/confirm-activate.tsx", id("u-confirm-activate")),
        route("u/confirm/expired", "routes/user/confirm-expired.tsx", id("u-confirm-expired")),
        route("u/confirm/success", "routes/user/result.tsx", id("u-confirm-success")),
        route("u/confirm/trigger", "routes/user/confirm-trigger.tsx", id("u-confirm-trigger")),
        route("u/confirm/:confirmId?", "routes/user/confirm.tsx", id("u-confirm")),
        route("u/recover/activate", "routes/user/recover-activate.tsx", id("u-recover-activate")),
        route("u/recover/expired", "routes/user/result.tsx", id("u-recover-expired")),
        route("u/recover/success", "routes/user/result.tsx", id("u-recover-success")),
        route("u/recover/:confirmId?", "routes/user/recover.tsx", id("u-recover")),
        route("u/*", "routes/not-found.tsx", id("u-not-found")),
      ]),
      route("*", "routes/not-found.tsx", id("not-found")),
    ]),
    // The staff layout owns the `internal` segment (as the English layout owns `en`, below): a public
    // address leaves the staff pages' branches there instead of after up to three pathless layouts.
    route("internal", "routes/internal/layout.tsx", id("internal-layout"), [
      route("login", "routes/internal/login.tsx", id("internal-login")),
      route("logout", "routes/internal/logout.tsx", id("internal-logout")),
      // Outside the guard, which leads here while a given password waits to be replaced (ADR 059).
      route("password", "routes/internal/password.tsx", id("internal-password")),
      layout("routes/internal/guard.tsx", id("internal-guard"), [
        index("routes/internal/dashboard.tsx", id("internal")),
        route("validate", "routes/internal/validate.tsx", id("internal-validate")),
        route("list", "routes/internal/list.tsx", id("internal-list")),
        route("list/:id", "routes/internal/list-card.tsx", id("internal-list-card")),
        // The fee's receipt: management, or the door staff who took the fee (ADR 050).
        route("list/:id/receipt", "routes/internal/receipt.tsx", id("internal-receipt")),
        // The outbox: mails waiting without SMTP_URL; in production administrators only (ADR 059).
        route("outbox", "routes/internal/dev-mailbox.tsx", id("internal-dev-mailbox")),
        layout("routes/internal/management-guard.tsx", id("internal-management"), [
          // The register's export and memberships created by staff handle personal data: level ≥ 1
          // (docs/decisions/011-staff-access-levels.md).
          route("export", "routes/internal/export.tsx", id("internal-export")),
          route("export/file", "routes/internal/export-file.ts", id("internal-export-file")),
          route("membership", "routes/internal/membership.tsx", id("internal-membership")),
          // The fee schedule: management reads it, administrators set it (ADR 050).
          route("fees", "routes/internal/fees.tsx", id("internal-fees")),
          route("terms", "routes/internal/terms.tsx", id("internal-terms")),
          // The treasurer's summary of the fees taken, and its CSV (ADR 053).
          route("fees/summary", "routes/internal/treasury.tsx", id("internal-treasury")),
          route("fees/summary.csv", "routes/internal/treasury-csv.ts", id("internal-treasury-csv")),
          // Staff accounts: administrators only, checked by the page (level 2, ADR 027).
          route("staff", "routes/internal/staff.tsx", id("internal-staff")),
          route("ticketcheck", "routes/internal/ticketcheck.tsx", id("internal-ticketcheck")),
          // The night at the door (ADR 044): the paper list and the totals, its CSV, and the door sale.
          route(
            "ticketcheck/night",
            "routes/internal/ticketcheck-night.tsx",
            id("internal-ticketcheck-night"),
          ),
          route(
            "ticketcheck/night.csv",
            "routes/internal/ticketcheck-night-csv.ts",
            id("internal-ticketcheck-night-csv"),
          ),
          route("ticketcheck/sell", "routes/internal/ticketcheck-sell.ts", id("internal-ticketcheck-sell")),
          // The scanner screen's search of the event's guest list (ADR 046).
          route(
            "ticketcheck/guests",
            "routes/internal/ticketcheck-guests.ts",
            id("internal-ticketcheck-guests"),
          ),
          route("home", "routes/internal/home.tsx", id("internal-home")),
          route("events", "routes/internal/events.tsx", id("internal-events")),
          route("event/:id/tickets", "routes/internal/event-tickets.tsx", id("internal-event-tickets")),
          route("event/:id?/lists", "routes/internal/event.tsx", id("internal-event-lists")),
          route("event/:id/lists.csv", "routes/internal/event-lists-csv.ts", id("internal-event-lists-csv")),
          route("event/:id", "routes/internal/event-form.tsx", id("internal-event")),
          route("event-image", "routes/internal/event-image.ts", id("internal-event-image")),
          route("news", "routes/internal/news.tsx", id("internal-news")),
          route("news/:id", "routes/internal/news-item.tsx", id("internal-news-item")),
          route("view/:id?", "routes/internal/view.tsx", id("internal-view")),
          route("petition/export.csv", "routes/internal/petition-export.ts", id("internal-petition-export")),
        ]),
        route("*", "routes/not-found.tsx", id("internal-not-found")),
      ]),
    ]),
  ];
}

export default [
  // A JSON resource for the calendar: one address serves both languages.
  route("events/feed", "routes/public/events-feed.ts", { id: "events-feed" }),
  // The petition counter (a bare number, no personal data): one address for both languages too.
  route("petition/count", "routes/petition/count.ts", { id: "petition-count" }),
  // The consent banner's answer sent before the page's scripts run: one address for both languages.
  route("consent", "routes/public/consent.ts", { id: "consent" }),
  // Each language's pages sit under a layout that brings that language's dictionary, so a page's
  // words come as a module of its own that the browser keeps (docs/decisions/036-dictionary-chunk.md).
  layout("routes/language/italian.tsx", { id: "it:language" }, pages("it")),
  // The English layout owns the `en` segment, so an Italian address leaves every English page at
  // the first segment instead of after two layouts: half the matching for the most visited pages.
  route("en", "routes/language/english.tsx", { id: "en:language" }, pages("en")),
] satisfies RouteConfig;
