/**
 * A form refused for too many attempts answers 429 with Retry-After on the page itself (not only in
 * the action's data), and the page says the real wait in the visitor's language.
 */
import { exhaustRateLimit, expect, test } from "./fixtures";

for (const [path, message] of [
  ["/contribute", /Troppi tentativi: riprova tra (\d+) minut[oi]\./],
  ["/en/contribute", /Too many attempts: try again in (\d+) minutes?\./],
] as const) {
  test(`${path}: a limited form says how long to wait, in the header and on the page`, async ({
    request,
    baseURL,
  }) => {
    const email = `limited-${Date.now().toString(36)}-${path.length}@e2e.test`;
    await exhaustRateLimit("contribute-email", email);
    const response = await request.post(path, {
      headers: { origin: baseURL ?? "" },
      form: {
        name: "Lia",
        email,
        kind: "proposal",
        message: "Una proposta per la rassegna di primavera.",
        privacy: "on",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(429);
    const seconds = Number(response.headers()["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    const minutes = Number((await response.text()).match(message)?.[1]);
    expect(minutes).toBe(Math.ceil(seconds / 60));
  });
}
