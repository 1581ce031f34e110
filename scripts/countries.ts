/**
 * Writes app/lib/countries.ts, the countries of birth the membership form offers (`npm run countries`;
 * the file is committed, so the build and the browser depend on neither the data nor ICU's version).
 *
 * - Code and Italian name: the Belfiore data embedded in the fiscal-code library (the code the fiscal
 *   code carries for a birth abroad), with former states and the year they ceased; Italy, which has
 *   no country code there (a birth in Italy carries the municipality's), is "IT".
 * - English name: `Intl.DisplayNames` of the country's ISO 3166-1 code; former states and places
 *   without an ISO code get their English name here, because ICU names a former state after its
 *   successor ("YU" reads "Serbia", "SU" "Russia").
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { belfioreConnector } from "@marketto/belfiore-connector-embedded";

const OUT = path.resolve("app/lib/countries.ts");
const STILL_VALID_YEAR = 9000;

const ENGLISH: Record<string, string> = {
  Z105: "Czechoslovakia",
  Z111: "German Democratic Republic",
  Z118: "Socialist Federal Republic of Yugoslavia",
  Z135: "Soviet Union",
  Z157: "Serbia and Montenegro",
  Z160: "Kosovo",
  Z250: "South Yemen",
};

/** A few names in the data were stored as UTF-8 read as Latin-1 ("CittÃ "). */
function repaired(name: string): string {
  return /Ã|Â/.test(name) ? Buffer.from(name, "latin1").toString("utf8") : name;
}

type Entry = { belfioreCode: string; name: string; iso3166?: string; expirationDate?: string | Date };

const english = new Intl.DisplayNames(["en"], { type: "region" });
const entries = ((await belfioreConnector.countries?.toArray()) ?? []) as unknown as Entry[];
const rows = entries.map((entry) => {
  const expires = entry.expirationDate ? new Date(entry.expirationDate).getUTCFullYear() : null;
  const until = expires && expires < STILL_VALID_YEAR ? expires : null;
  const iso = entry.iso3166?.trim() || null;
  const en = ENGLISH[entry.belfioreCode] ?? (iso ? english.of(iso) : undefined);
  if (!en || en === iso) throw new Error(`No English name for ${entry.belfioreCode} ${entry.name}`);
  return [entry.belfioreCode, repaired(entry.name), en.replace(/ & /g, " and "), until] as const;
});
rows.unshift(["IT", "Italia", "Italy", null]);
rows.sort((a, b) => a[0].localeCompare(b[0]));

const lines = rows.map((row) => `  ${JSON.stringify(row)},`).join("\n");
writeFileSync(
  OUT,
  `// Written by scripts/countries.ts (\`npm run countries\`): do not edit by hand.
// Sources: Belfiore codes and Italian names, Ministero dell'Interno, Agenzia delle Entrate, ISTAT (CC BY);
// English names from Unicode CLDR through Intl.DisplayNames, former states named by hand.

/** [code, Italian name, English name, the year the country ceased to exist under this code]. */
export const COUNTRY_ROWS: readonly (readonly [string, string, string, number | null])[] = [
${lines}
];
`,
);
console.log(`${rows.length} countries written to ${path.relative(process.cwd(), OUT)}`);
