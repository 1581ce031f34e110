import type { Messages } from "../messages";

export const newsEn: Messages["news"] = {};
