import { en } from "./en";
import { registerMessages } from "./i18n";
import { it } from "./it";

/** The server renders both languages: it holds both dictionaries from the start. */
registerMessages("it", it);
registerMessages("en", en);
