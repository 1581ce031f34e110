import type { Messages } from "../messages";

export const virtualEn: Messages["virtual"] = {};
