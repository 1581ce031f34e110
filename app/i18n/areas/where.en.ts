import type { Messages } from "../messages";

export const whereEn: Messages["where"] = {};
