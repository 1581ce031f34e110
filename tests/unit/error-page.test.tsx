import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "~/components/layout/error-page";
import { RequestIdProvider } from "~/components/request-id";
import { getI18n } from "~/i18n/i18n";

function render(status: number, locale: "it" | "en") {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <I18nextProvider i18n={getI18n(locale)}>
          <ErrorPage error={new Error("boom")} status={status} locale={locale} />
        </I18nextProvider>
      ),
    },
  ]);
  return renderToString(
    <RequestIdProvider value="0b6f2c3e-request">
      <RouterProvider router={router} />
    </RequestIdProvider>,
  );
}

describe("error page", () => {
  it("shows the request id of a server error in the visitor's language", () => {
    const it = render(500, "it");
    expect(it).toContain("indica questo codice");
    expect(it).toContain("0b6f2c3e-request");
    expect(render(500, "en")).toContain("please quote this code");
  });

  it("does not show it on a page that was simply not found", () => {
    expect(render(404, "en")).not.toContain("0b6f2c3e-request");
  });
});
