import type { Messages } from "../messages";

export const consentEn: Messages["consent"] = {};
