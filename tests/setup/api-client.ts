import type {
  ApiErrorBody,
  LogoutJson,
  PublicLoginJson,
  PublicUserJson,
  StaffLoginJson,
  StaffUserJson,
  TokenErrorCode,
} from "~/api/contract";

/**
 * Typed client of the JSON API (docs/api.md), for the browser and for Node alike: it only needs
 * `fetch`. It follows spec §8: on 401/422 TOKEN_EXPIRED it refreshes and retries once; when that is
 * impossible or fails, and on TOKEN_INVALID, it logs out; any other 401/422 goes back to the caller.
 */

export type ApiTokens = { accessToken: string | null; refreshToken: string | null };
export type ApiContext = "public" | "internal";

export type ApiClientOptions<C extends ApiContext> = {
  /** From configuration; the API paths are appended to it. */
  baseUrl: string;
  /** The login context of the tokens: it picks the login, refresh and logout endpoints. */
  context?: C;
  getTokens: () => ApiTokens | Promise<ApiTokens>;
  setTokens: (tokens: ApiTokens) => void | Promise<void>;
  /** Called after the tokens were cleared because the session cannot go on. */
  onLogout: () => void | Promise<void>;
  fetch?: typeof fetch;
};

export type GraphQLErrorJson = { message: string; extensions?: { code?: string; [key: string]: unknown } };
export type GraphQLResponse<T> = { data?: T | null; errors?: GraphQLErrorJson[] };

/** Failures carry the body as sent by the server (an ApiErrorBody, GraphQL errors, or text). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody | GraphQLResponse<unknown> | string | null };

export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: "it" | "en";
};
export type StaffRegisterInput = Omit<RegisterInput, "locale"> & { accessLevel: 0 | 1 | 2 };
export type NotifyInput = { to: string; subject: string; text: string; html?: string };
type LoginJson<C extends ApiContext> = C extends "internal" ? StaffLoginJson : PublicLoginJson;

const NO_TOKENS: ApiTokens = { accessToken: null, refreshToken: null };

function tokenErrorOf(body: unknown): TokenErrorCode | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const codes = [
    (body as { text_code?: unknown }).text_code,
    ...((body as GraphQLResponse<unknown>).errors ?? []).map((error) => error.extensions?.code),
  ];
  return codes.find((code): code is TokenErrorCode => code === "TOKEN_EXPIRED" || code === "TOKEN_INVALID");
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient<C extends ApiContext = "public">(options: ApiClientOptions<C>) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, "");
  const prefix = options.context === "internal" ? "/auth" : "/public-auth";
  let refreshing: Promise<boolean> | null = null;

  function post(path: string, body: unknown, accessToken: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
    };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    return doFetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
  }

  async function endSession(): Promise<void> {
    await options.setTokens(NO_TOKENS);
    await options.onLogout();
  }

  async function rotate(refreshToken: string): Promise<boolean> {
    const response = await post(`${prefix}/refresh`, { refresh_token: refreshToken }, null);
    const body = await readBody(response);
    if (!response.ok || typeof body !== "object" || body === null) return false;
    const { access_token, refresh_token } = body as { access_token?: unknown; refresh_token?: unknown };
    if (typeof access_token !== "string" || typeof refresh_token !== "string") return false;
    await options.setTokens({ accessToken: access_token, refreshToken: refresh_token });
    return true;
  }

  /**
   * One refresh at a time: refresh tokens rotate, so two parallel refreshes with the same token
   * would make the second fail and log the user out. A request that failed with a token which has
   * been replaced meanwhile just retries with the new one.
   */
  async function refreshAfter(used: string | null): Promise<boolean> {
    const current = await options.getTokens();
    if (current.accessToken && current.accessToken !== used) return true;
    return refreshNow(current.refreshToken);
  }

  function refreshNow(refreshToken: string | null): Promise<boolean> {
    if (!refreshToken) return Promise.resolve(false);
    refreshing ??= rotate(refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send<T>(path: string, body: unknown): Promise<ApiResult<T>> {
    let retried = false;
    for (;;) {
      const { accessToken } = await options.getTokens();
      const response = await post(path, body, accessToken);
      const payload = await readBody(response);
      if (response.ok) return { ok: true, status: response.status, data: payload as T };
      const failure = {
        ok: false as const,
        status: response.status,
        error: payload as ApiErrorBody | string | null,
      };
      const tokenError =
        response.status === 401 || response.status === 422 ? tokenErrorOf(payload) : undefined;
      if (tokenError === "TOKEN_EXPIRED" && !retried) {
        retried = true;
        if (await refreshAfter(accessToken)) continue;
      }
      if (tokenError) await endSession();
      return failure;
    }
  }

  return {
    /** POST /public-auth/register: a new, inactive public account. */
    register: (input: RegisterInput) => send<PublicUserJson>("/public-auth/register", input),

    /** Signs in this client's context and stores the token pair. */
    async login(credentials: { email: string; password: string }): Promise<ApiResult<LoginJson<C>>> {
      const result = await send<LoginJson<C>>(`${prefix}/login`, credentials);
      if (result.ok) {
        await options.setTokens({
          accessToken: result.data.access_token,
          refreshToken: result.data.refresh_token,
        });
      }
      return result;
    },

    /** Rotates the token pair now; false when the session cannot be refreshed. */
    refresh: async () => refreshNow((await options.getTokens()).refreshToken),

    /** Ends the session on the server, then clears the tokens and calls onLogout. */
    async logout(): Promise<ApiResult<LogoutJson>> {
      const { refreshToken } = await options.getTokens();
      const result = await send<LogoutJson>(
        `${prefix}/logout`,
        refreshToken ? { refresh_token: refreshToken } : {},
      );
      // A token error already ended the session inside `send`; any other 401 means there is none.
      if (result.ok || (result.status === 401 && !tokenErrorOf(result.error))) await endSession();
      return result;
    },

    /** POST /auth/register: a staff account (administrators only). */
    registerStaff: (input: StaffRegisterInput) => send<StaffUserJson>("/auth/register", input),

    /**
     * POST /auth/password: a staff member whose `user.mustChangePassword` is true replaces the given
     * password with their own; until then every other staff call answers 403 PASSWORD_CHANGE_REQUIRED.
     */
    choosePassword: (input: { currentPassword: string; password: string }) =>
      send<StaffUserJson>("/auth/password", input),

    /** POST /api/password-recover: the recovery mail; answers the text "OK". */
    passwordRecover: (input: { email: string; locale?: "it" | "en" }) =>
      send<string>("/api/password-recover", input),

    /** POST /api/notify: a mail through the outbox (management staff only); answers "OK". */
    notify: (mail: NotifyInput) => send<string>("/api/notify", mail),

    /** POST /api/graphql. GraphQL errors in a 200 answer are data for the caller to read. */
    graphql: <T>(query: string, variables?: Record<string, unknown>) =>
      send<GraphQLResponse<T>>("/api/graphql", { query, variables }),
  };
}

export type ApiClient<C extends ApiContext = "public"> = ReturnType<typeof createApiClient<C>>;
