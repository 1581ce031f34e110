import { expect, expectNoAxeViolations, newEvent, signInAs, test } from "./fixtures";

const TEXT = {
  it: {
    prefix: "",
    message: "Messaggio",
    submit: "Invia il contributo",
    over: "Il testo supera il limite di 7000 caratteri: accorcialo per inviarlo.",
    tooLong: "Il testo è troppo lungo",
  },
  en: {
    prefix: "/en",
    message: "Message",
    submit: "Send your contribution",
    over: "The text is 7000 characters over the limit: shorten it to send it.",
    tooLong: "The text is too long",
  },
} as const;

for (const locale of ["it", "en"] as const) {
  const text = TEXT[locale];
  test(`${locale}: /contribute counts a long paste, keeps it whole and says it is too long`, async ({
    page,
  }) => {
    await page.goto(`${text.prefix}/contribute`);
    const message = page.getByLabel(text.message, { exact: true });
    const counter = page.getByTestId("char-counter");
    await expect(counter).toHaveText("0 / 5000");
    await message.fill("Una proposta.");
    await expect(counter).toHaveText("13 / 5000");
    await expect(message).not.toHaveAttribute("aria-invalid");
    // A 12,000-character paste stays whole: nothing cut, the counter and the error say why it cannot go.
    await message.fill("x".repeat(12_000));
    await expect(message).toHaveValue("x".repeat(12_000));
    await expect(counter).toHaveText("12000 / 5000");
    await expect(page.getByTestId("over-limit")).toHaveText(text.over);
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAccessibleDescription(new RegExp(text.over.slice(0, 20)));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/contribute$`));
    await expect(page.getByTestId("over-limit")).toBeVisible();
    await expect(page.getByText(text.tooLong, { exact: true })).toHaveCount(0);
    // Back under the limit, the error goes away.
    await message.fill("y".repeat(5000));
    await expect(counter).toHaveText("5000 / 5000");
    await expect(page.getByTestId("over-limit")).toHaveCount(0);
  });
}

test("the server refuses a message past the limit rather than cutting it", async ({ request }) => {
  const response = await request.post("/en/contribute", {
    form: {
      name: "Marco Bianchi",
      email: "marco@example.org",
      kind: "proposal",
      message: "x".repeat(12_000),
      privacy: "on",
    },
    headers: { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});

test("news categories are shown in the language of the page", async ({ page }) => {
  await page.goto("/en/news");
  const chips = page.getByTestId("news-category");
  await expect(chips.first()).toBeVisible();
  const labels = await chips.allTextContents();
  expect(labels).not.toContain("Tesseramento");
  expect(
    labels.some((label) => ["Membership", "Notices", "Association", "Volunteering"].includes(label)),
  ).toBe(true);
  await page.goto("/news");
  await expect(page.getByTestId("news-category").first()).toBeVisible();
  expect(await page.getByTestId("news-category").allTextContents()).not.toContain("Membership");
});

test('one event found is "1 evento", and a new event\'s header says New', async ({ page }) => {
  const event = await newEvent();
  await signInAs(page, "manager");
  await page.goto(`/internal/events?q=${encodeURIComponent(event.title)}`);
  await expect(page.getByText("1 evento", { exact: true })).toBeVisible();
  await page.goto(`/en/internal/events?q=${encodeURIComponent(event.title)}`);
  await expect(page.getByText("1 event", { exact: true })).toBeVisible();
  await page.goto("/en/internal/event/new");
  await expect(page.getByTestId("internal-header")).toContainText("New event");
  await expect(page.getByTestId("internal-header")).not.toContainText("Edit");
  await expect(page).toHaveTitle(/^New event/);
});
