import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import "./i18n/register-all.server";
import { NonceProvider } from "./components/nonce";
import { RequestIdProvider } from "./components/request-id";
import { log } from "./logger.server";
import { requestInfoContext } from "./request-context";
import { BUSY_RETRY_AFTER_SECONDS } from "./routing/busy.server";
import { createRenderTurns } from "./routing/render-turns.server";
import { withoutModulePreloads } from "./routing/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * At most eight pages rendered and sent at once (ADR 075): enough to keep both cores busy while a
 * page waits for deferred data or its connection, few enough that a crowd of pages is rendered and
 * sent one after another instead of all held in memory until the last is done.
 */
const renderTurns = createRenderTurns({ limit: 8, holdMs: 2_000 });

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

export default async function handleRequest(
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
  const endTurn = await renderTurns.take();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; browsers get the shell as soon as it is ready.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    // The wait for data still pending (a deferred loader's promise) is bounded, from React's first
    // pass over the page: in a crowd (a thousand refusals answered by one sale), a render waits its
    // turn on the event loop, and that wait is not the data's. The delivery is not bounded: once
    // all is rendered, a client slow to read gets the rest of the page at its pace.
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    let allReady = false;

    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      // The turn ends once the page has been read from here to its connection (or failed).
      body.once("close", endTurn);
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
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          allReady = true;
          clearTimeout(timeoutId);
          timeoutId = undefined;
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          endTurn();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log().error({ err: error }, "rendering failed after the page began streaming");
        },
      },
    );
    // React renders in a task it schedules now: this one runs after its first pass.
    setImmediate(() => {
      if (!allReady) timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    });
  });
}
