import { romeDateTime, toCsv } from "~/lib/spreadsheet";

export type ExportedSignature = {
  firstName: string;
  lastName: string;
  email: string;
  confirmedAt: Date | null;
};

/** The staff export of confirmed signatures; `header` comes translated from the caller. */
export function signaturesCsv(
  header: { firstName: string; lastName: string; email: string; confirmedAt: string },
  signatures: readonly ExportedSignature[],
): string {
  return toCsv(
    [header.firstName, header.lastName, header.email, header.confirmedAt],
    signatures.map((s) => [
      s.firstName,
      s.lastName,
      s.email,
      s.confirmedAt ? romeDateTime(s.confirmedAt) : "",
    ]),
  );
}
