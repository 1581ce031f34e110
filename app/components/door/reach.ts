import { isRouteErrorResponse } from "react-router";
import { UNREACHABLE } from "./use-door-scan";

/*
 * A door page keeps running when the server cannot be reached (ADR 026): its client action and
 * loader turn a failed request into an answer the page understands, instead of the error page.
 * What the server said (a redirect to the login, a 403, a validation error) still counts.
 */

/** Whether `error` is the server's own answer, rather than the request not getting through. */
const fromServer = (error: unknown) => error instanceof Response || isRouteErrorResponse(error);

/** The action's answer, or `UNREACHABLE` when the request did not get through. */
export async function actionOrUnreachable<T>(
  serverAction: () => Promise<T>,
): Promise<T | typeof UNREACHABLE> {
  try {
    return await serverAction();
  } catch (error) {
    if (fromServer(error)) throw error;
    return UNREACHABLE;
  }
}

/**
 * The loader's data, or the last data it gave when the request did not get through (a counter that
 * stays as it was rather than an error page while offline).
 */
export function keepLastData<T>() {
  let last: T | null = null;
  return {
    remember(data: T) {
      last = data;
    },
    async load(serverLoader: () => Promise<T>): Promise<T> {
      try {
        last = await serverLoader();
        return last;
      } catch (error) {
        if (fromServer(error) || last === null) throw error;
        return last;
      }
    },
  };
}

/**
 * A scanner page's `shouldRevalidate`: a scan's answer moves the page's figures on the phone itself
 * (ADR 046), so the page is not read again after each scan; every other form of the page reloads
 * it as usual, and so does the periodic refresh.
 */
export function revalidateUnlessScan({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formData?.get("intent") === "scan" ? false : defaultShouldRevalidate;
}
