import { DEMO_PASSWORD, insertStaff, insertUser } from "./api-harness";
import type { TestServer } from "./server-harness";

/** The visitors the staff pages tell apart: nobody, a public user, door staff (0), management (1). */
export type Visitor = "anonymous" | "user" | "door" | "manager";

export type Visitors = {
  /** The public user's account id. */
  userId: string;
  /** A GET as `who`, redirects not followed. */
  get(path: string, who: Visitor): Promise<Response>;
  /** A form POST as `who`, redirects not followed. */
  post(path: string, who: Visitor, fields: Record<string, string>): Promise<Response>;
};

/**
 * A public user (lucia@example.test), door staff at level 0 (porta@example.test) and management at
 * level 1 (gestione@example.test) on the test server, each signed in once through the real forms.
 */
export async function signInVisitors(server: TestServer): Promise<Visitors> {
  const cookies: Record<Visitor, string> = { anonymous: "", user: "", door: "", manager: "" };
  const headersOf = (who: Visitor): Record<string, string> =>
    who === "anonymous" ? {} : { cookie: cookies[who] };
  const get = (path: string, who: Visitor) =>
    fetch(`${server.url}${path}`, { headers: headersOf(who), redirect: "manual" });
  const post = (path: string, who: Visitor, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: headersOf(who),
      redirect: "manual",
    });
  const signIn = async (loginPath: string, email: string) => {
    const response = await post(loginPath, "anonymous", { email, password: DEMO_PASSWORD });
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
    return cookie;
  };
  const { id: userId } = await insertUser(server.db, "lucia@example.test");
  await insertStaff(server.db, "porta@example.test", 0);
  await insertStaff(server.db, "gestione@example.test", 1);
  cookies.user = await signIn("/u/login", "lucia@example.test");
  cookies.door = await signIn("/internal/login", "porta@example.test");
  cookies.manager = await signIn("/internal/login", "gestione@example.test");
  return { userId, get, post };
}
