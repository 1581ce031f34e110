import { Outlet } from "react-router";
import { en } from "~/i18n/en";
import { registerMessages } from "~/i18n/i18n";

// The English pages' words: React Router imports this module (and so the dictionary) with the
// page's other route modules, before the client entry runs (docs/decisions/036-dictionary-chunk.md).
registerMessages("en", en);

/** The layout of every English page: nothing of its own but the dictionary it brings. */
export default function English() {
  return <Outlet />;
}
