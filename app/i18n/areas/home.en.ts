import type { Messages } from "../messages";

export const homeEn: Messages["home"] = {};
