import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import "./i18n/register-all.server";
import { NonceProvider } from "./components/nonce";
import { RequestIdProvider } from "./components/request-id";
import { log } from "./logger.server";
import { requestInfoContext } from "./request-context";
import { BUSY_RETRY_AFTER_SECONDS } from "./routing/busy.server";
import { withoutModulePreloads } from "./routing/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * A 503 is the database too busy to answer in time (ADR 062): it always says when to come back,
 * also when it was thrown (from a middleware or a loader), whose headers React Router drops.
 */
function sayWhenToComeBack(status: number, headers: Headers) {
  if (status === 503 && !headers.has("Retry-After"))
    headers.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
}

/** The `.data` answers of loaders and actions, which do not pass through `handleRequest`. */
export function handleDataRequest(response: Response): Response {
  sayWhenToComeBack(response.status, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  sayWhenToComeBack(responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestInfoContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page paints before its scripts are fetched (ADR 071); an error ends both streams.
          const head = withoutModulePreloads();
          pipeline(head, body, () => {});
          pipe(head);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log().error({ err: error }, "rendering failed after the page began streaming");
        },
      },
    );
  });
}
