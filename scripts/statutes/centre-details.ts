/**
 * The centre's own particulars. Until the association fills them in, each one is a bracketed
 * placeholder so that a reader of the PDF cannot mistake it for real data. Fill both languages:
 * the English text is a translation and must carry the same particulars.
 */
export type CentreDetails = {
  seatAddress: string;
  municipality: string;
  taxCode: string;
  runtsNumber: string;
  constitutiveAssemblyDate: string;
};

export const centreDetails: Record<"it" | "en", CentreDetails> = {
  it: {
    seatAddress: "[INDIRIZZO DELLA SEDE]",
    municipality: "[COMUNE]",
    taxCode: "[CODICE FISCALE]",
    runtsNumber: "[NUMERO DI ISCRIZIONE AL RUNTS]",
    constitutiveAssemblyDate: "[DATA DELL'ASSEMBLEA COSTITUTIVA]",
  },
  en: {
    seatAddress: "[ADDRESS OF THE REGISTERED SEAT]",
    municipality: "[MUNICIPALITY]",
    taxCode: "[TAX CODE]",
    runtsNumber: "[RUNTS REGISTRATION NUMBER]",
    constitutiveAssemblyDate: "[DATE OF THE CONSTITUTIVE ASSEMBLY]",
  },
};
