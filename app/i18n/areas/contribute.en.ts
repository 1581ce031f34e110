import type { Messages } from "../messages";

export const contributeEn: Messages["contribute"] = {};
