/** The token of an `Authorization: Bearer …` header; undefined without one, null when malformed. */
export function bearerToken(header: string | undefined | null): string | null | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
