import { Outlet } from "react-router";
import { registerMessages } from "~/i18n/i18n";
import { it } from "~/i18n/it";

// The Italian pages' words: React Router imports this module (and so the dictionary) with the
// page's other route modules, before the client entry runs (docs/decisions/036-dictionary-chunk.md).
registerMessages("it", it);

/** The layout of every Italian page: nothing of its own but the dictionary it brings. */
export default function Italian() {
  return <Outlet />;
}
