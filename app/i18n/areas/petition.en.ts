import type { Messages } from "../messages";

export const petitionEn: Messages["petition"] = {};
