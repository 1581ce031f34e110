import type { Messages } from "../messages";

export const legalEn: Messages["legal"] = {
  contents: "Contents",
  updated: "Last updated:",
};
