import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { namedMiddleware } from "~/routing/middleware.server";

describe("named middleware", () => {
  it("answers 500 'Unknown middleware {name}' for a name nobody registered", async () => {
    const [guard] = namedMiddleware(["does-not-exist"]);
    const request = new Request("http://localhost/internal");
    const args = {
      request,
      url: new URL(request.url),
      params: {},
      context: new RouterContextProvider(),
      pattern: "",
    };
    const error = await Promise.resolve(guard?.(args as never, async () => new Response())).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ type: "DataWithResponseInit", init: { status: 500 } });
    expect((error as { data: unknown }).data).toEqual({ code: "UNKNOWN_MIDDLEWARE", name: "does-not-exist" });
    expect(isRouteErrorResponse(error)).toBe(false);
  });
});
