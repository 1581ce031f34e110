import type { E2eFixtures } from "./fixtures";

export type Audience = "anonymous" | "door" | "manager" | "admin";
export type RouteCase = {
  /** Path without locale prefix. */
  path: string;
  /** Page name in app/i18n (title source); "not-found" for 404s, "forbidden" for 403s. */
  page: string;
  status: number;
  as: Audience;
  /** Where the browser must end up (without locale prefix) when the page redirects. */
  redirectsTo?: string;
};

/** Ids of demo records are known only once the test server has seeded: paths name them symbolically. */
export function resolvePath(path: string, f: E2eFixtures): string {
  return path
    .replace(":publicEvent", f.publicEventId)
    .replace(":hiddenEvent", f.hiddenEventId)
    .replace(":news", f.newsId)
    .replace(":membersNews", f.news.membersOnly.id)
    .replace(":hiddenNews", f.news.hidden.id)
    .replace(":scheduledNews", f.news.scheduled.id);
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** The complete page map of spec §2, as each kind of visitor must see it. */
export function routeTable(): RouteCase[] {
  const anon = (path: string, page: string, status = 200): RouteCase => ({
    path,
    page,
    status,
    as: "anonymous",
  });
  const manager = (path: string, page: string, status = 200): RouteCase => ({
    path,
    page,
    status,
    as: "manager",
  });
  return [
    anon("/", "home"),
    anon("/contribute", "contribute"),
    anon("/cookies", "cookies"),
    anon("/cookies-en", "cookies-en"),
    anon("/events", "events"),
    { ...anon("/market", "u-login"), redirectsTo: "/u/login?redirectTo=" },
    { ...anon("/market/index_old", "u-login"), redirectsTo: "/u/login?redirectTo=" },
    anon("/privacy", "privacy"),
    anon("/privacy-en", "privacy-en"),
    anon("/refunds", "refunds"),
    anon("/refunds-en", "refunds-en"),
    anon("/terms", "terms"),
    anon("/terms-en", "terms-en"),
    anon("/eula", "eula"),
    anon("/thankyou", "thankyou"),
    anon("/where", "where"),
    anon("/radio", "radio"),
    anon("/virtual", "virtual"),
    anon("/index_old", "index-old"),
    { ...anon("/event", "events"), redirectsTo: "/events" },
    anon(`/event/:publicEvent`, "event"),
    anon(`/event/:hiddenEvent`, "not-found", 404),
    anon(`/event/${MISSING_ID}`, "not-found", 404),
    anon("/event/abc", "not-found", 404),
    anon("/news", "news"),
    anon("/news?page=2", "news"),
    anon(`/news/:news`, "news-item"),
    anon(`/news/:membersNews`, "news-item"),
    anon(`/news/:hiddenNews`, "not-found", 404),
    anon(`/news/:scheduledNews`, "not-found", 404),
    anon(`/news/${MISSING_ID}`, "not-found", 404),
    anon("/news/not-an-id", "not-found", 404),
    anon("/petition", "petition"),
    { ...anon("/petition/confirm", "petition"), redirectsTo: "/petition" },
    anon("/petition/confirm/some-token", "petition-confirm"),
    anon("/petition/confirmed", "petition-confirmed"),
    anon("/petition/expired", "petition-expired"),
    anon("/404", "not-found", 404),
    anon("/does-not-exist/at-all", "not-found", 404),
    anon("/u", "u"),
    anon("/u/login", "u-login"),
    anon("/u/register", "u-register"),
    anon("/u/forgot-password", "u-forgot-password"),
    { ...anon("/u/manage", "u-login"), redirectsTo: "/u/login?redirectTo=" },
    { ...anon("/u/membership", "u-login"), redirectsTo: "/u/login?redirectTo=" },
    { ...anon(`/u/ticket/${MISSING_ID}`, "u-login"), redirectsTo: "/u/login?redirectTo=" },
    { ...anon("/u/confirm", "u-confirm-trigger"), redirectsTo: "/u/confirm/trigger" },
    // A link that is no longer usable says so at once (issue 13).
    { ...anon("/u/confirm/some-token", "u-confirm-expired"), redirectsTo: "/u/confirm/expired" },
    { ...anon("/u/confirm/activate", "u-confirm-trigger"), redirectsTo: "/u/confirm/trigger" },
    anon("/u/confirm/expired", "u-confirm-expired"),
    anon("/u/confirm/success", "u-confirm-success"),
    anon("/u/confirm/trigger", "u-confirm-trigger"),
    { ...anon("/u/recover", "u-forgot-password"), redirectsTo: "/u/forgot-password" },
    { ...anon("/u/recover/some-token", "u-recover-expired"), redirectsTo: "/u/recover/expired" },
    { ...anon("/u/recover/activate", "u-forgot-password"), redirectsTo: "/u/forgot-password" },
    anon("/u/recover/expired", "u-recover-expired"),
    anon("/u/recover/success", "u-recover-success"),
    anon("/u/no-such-page", "not-found", 404),
    anon("/internal/login", "internal-login"),
    { ...anon("/internal", "internal-login"), redirectsTo: "/internal/login?redirectTo=" },
    { ...anon("/internal/events", "internal-login"), redirectsTo: "/internal/login?redirectTo=" },
    {
      ...anon("/internal/event/:publicEvent/lists", "internal-login"),
      redirectsTo: "/internal/login?redirectTo=",
    },
    {
      ...anon("/internal/event/:publicEvent/tickets", "internal-login"),
      redirectsTo: "/internal/login?redirectTo=",
    },
    manager("/internal", "internal"),
    manager("/internal/validate", "internal-validate"),
    manager("/internal/list", "internal-list"),
    manager(`/internal/list/${MISSING_ID}`, "not-found", 404),
    manager("/internal/list/abc", "not-found", 404),
    manager("/internal/export", "internal-export"),
    manager("/internal/membership", "internal-membership"),
    manager("/internal/ticketcheck", "internal-ticketcheck"),
    manager("/internal/home", "internal-home"),
    manager("/internal/events", "internal-events"),
    manager("/internal/event/new", "internal-event"),
    manager(`/internal/event/:hiddenEvent`, "internal-event"),
    manager(`/internal/event/:publicEvent/lists`, "internal-event-lists"),
    manager(`/internal/event/:publicEvent/tickets`, "internal-event-tickets"),
    manager(`/internal/event/${MISSING_ID}/tickets`, "not-found", 404),
    manager("/internal/event/abc/tickets", "not-found", 404),
    manager("/internal/event/abc", "not-found", 404),
    manager("/internal/news", "internal-news"),
    manager("/internal/news/new", "internal-news-item"),
    manager(`/internal/news/:news`, "internal-news-item"),
    manager(`/internal/news/:hiddenNews`, "internal-news-item"),
    manager(`/news/:hiddenNews`, "news-item"),
    manager(`/news/:scheduledNews`, "news-item"),
    manager(`/internal/view/:hiddenEvent`, "internal-view"),
    manager("/internal/no-such-page", "not-found", 404),
    // The outbox page is closed while mail leaves: the test server sends to its own SMTP server.
    manager("/internal/outbox", "not-found", 404),
    // The dashboard (register counts, events and ticket figures) holds no personal data: door staff too.
    { path: "/internal", page: "internal", status: 200, as: "door" },
    { path: "/internal/validate", page: "internal-validate", status: 200, as: "door" },
    { path: "/internal/events", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/home", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/news", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/ticketcheck", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/event/:publicEvent/lists", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/event/:publicEvent/tickets", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/export", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/membership", page: "forbidden", status: 403, as: "door" },
    // The fee schedule: management reads it (administrators set it, ADR 050).
    { path: "/internal/fees", page: "internal-fees", status: 200, as: "manager" },
    { path: "/internal/fees", page: "forbidden", status: 403, as: "door" },
    // Event types and news categories: management keeps the lists (ADR 058).
    { path: "/internal/terms", page: "internal-terms", status: 200, as: "manager" },
    { path: "/internal/terms", page: "forbidden", status: 403, as: "door" },
    // Staff accounts: administrators (level 2) only.
    { path: "/internal/staff", page: "internal-staff", status: 200, as: "admin" },
    { path: "/internal/staff", page: "forbidden", status: 403, as: "manager" },
    { path: "/internal/staff", page: "forbidden", status: 403, as: "door" },
    { path: "/internal/list", page: "internal-list", status: 200, as: "door" },
  ];
}
