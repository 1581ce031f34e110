import type { Messages } from "../messages";

export const radioEn: Messages["radio"] = {};
