/**
 * Folding of names for the register's search: "Nicolò", "NICOLO" and "nicolo" are one name, and so
 * are "D'Angelo" and "dangelo". The database folds the stored names with SQL `translate()` using
 * these two strings, and the query is folded here with the same table, so PostgreSQL and PGlite
 * (without `unaccent`, whatever their collation) agree character for character.
 */
const LETTERS_FROM =
  "àáâãäåāăąÀÁÂÃÄÅĀĂĄçćčÇĆČďĎđĐèéêëēėęěÈÉÊËĒĖĘĚìíîïīįÌÍÎÏĪĮłŁñńňÑŃŇòóôõöøōőÒÓÔÕÖØŌŐřŘśšşŚŠŞßťŤùúûüūůűÙÚÛÜŪŮŰýÿÝŸžźżŽŹŻABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = { đ: "d", Đ: "d", ł: "l", Ł: "l", ø: "o", Ø: "o", ß: "s" };
const LETTERS_TO = [...LETTERS_FROM]
  .map((char) => UNDECOMPOSED[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase())
  .join("");
/** Dropped: apostrophes, spaces, hyphens, dots, and combining accents of decomposed text. */
const DROPPED = "'’` -.\u0300\u0301\u0302\u0303\u0308\u030a\u030c\u0327";

/** `translate(value, FOLD_FROM, FOLD_TO)`: characters of FOLD_FROM past FOLD_TO's length are removed. */
export const FOLD_FROM = LETTERS_FROM + DROPPED;
export const FOLD_TO = LETTERS_TO;

const table = new Map<string, string>();
[...LETTERS_FROM].forEach((char, index) => {
  table.set(char, LETTERS_TO[index] ?? "");
});
for (const char of DROPPED) table.set(char, "");

/** The folded form of a name, as the database computes it for stored names. */
export function foldName(value: string): string {
  let folded = "";
  for (const char of value) folded += table.get(char) ?? char;
  return folded;
}
