/** Modules a Vite plugin of this project makes up (vite/dictionary-urls.ts). */
declare module "virtual:agora/dictionary-urls" {
  const urls: Record<"it" | "en", string>;
  export default urls;
}
