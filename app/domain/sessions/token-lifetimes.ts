/** Spec §7 (docs/architecture.md §5): access tokens live 15 minutes, refresh tokens 14 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
