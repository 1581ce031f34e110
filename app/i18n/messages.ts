import type { it } from "./it";

/** The shape every language must provide: Italian's keys with any string as value. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof it>;
export type PageName = keyof Messages["pages"];
