const KEY = "chunk-reload-at";
const MINUTE = 60_000;

type Store = Pick<Storage, "getItem" | "setItem">;

/** True (and remembered) when a reload is allowed: at most one per minute, so a broken deploy cannot loop. */
export function reloadAfterChunkError(store: Store, now: number): boolean {
  const last = Number(store.getItem(KEY) ?? 0);
  if (now - last < MINUTE) return false;
  store.setItem(KEY, String(now));
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
