/** Italian strings of the offline door (merged into it.ts under `doorOffline`, ADR 026). */
export const doorOfflineIt = {
  heading: "Senza connessione",
  notice:
    "Senza connessione: le scansioni sono verificate sulla copia delle {{time}}; un biglietto potrebbe entrare due volte se due telefoni sono senza connessione.",
  noticeCards:
    "Senza connessione: le tessere sono verificate sulla copia delle {{time}}; i codici digitati a mano si verificano solo online.",
  noCopy:
    "Senza connessione, e questo telefono non ha una copia di questo evento: non può verificare i biglietti. Collegati alla rete (Wi-Fi o dati mobili) per continuare.",
  noCopyCards:
    "Senza connessione, e questo telefono non ha una copia delle tessere: non può verificarle. Collegati alla rete (Wi-Fi o dati mobili) per continuare.",
  noCopyScan: "Nessuna copia su questo telefono: la verifica richiede la connessione. Collegati e riprova.",
  pending_one: "{{count}} scansione in attesa di invio.",
  pending_other: "{{count}} scansioni in attesa di invio.",
  copyReady: "Copia per l'uso senza connessione: delle {{time}}, aggiornata ogni minuto.",
  copyPreparing: "Preparazione della copia per l'uso senza connessione…",
  copyNone: "Nessuna copia per l'uso senza connessione: questo evento non è di oggi.",
  checkedOnCopy: "Verificato sulla copia delle {{time}}, senza connessione.",
  payNeedsConnection: "Per incassare alla porta serve la connessione: fai pagare quando torna.",
  admitNeedsConnection: "Per convalidare una richiesta serve la connessione.",
  notInCopy: "La copia di questo evento è incompleta: verifica questo codice quando torna la connessione.",
  typedCardCode: "I codici tessera digitati a mano si verificano solo online: inquadra il QR della tessera.",
  cardNotInCopy: "Non è tra le tessere valide della copia: verifica online appena possibile.",
  noticeList:
    "Senza connessione: i nomi entrano sulla copia della lista delle {{time}}; un nome potrebbe entrare due volte se due telefoni sono senza connessione. Per aggiungere o modificare nomi serve la connessione.",
  noCopyList:
    "Senza connessione, e questo telefono non ha una copia di questa lista: non può far entrare i nomi. Collegati alla rete (Wi-Fi o dati mobili) per continuare.",
  pendingList_one: "{{count}} ingresso in attesa di invio.",
  pendingList_other: "{{count}} ingressi in attesa di invio.",
  list: {
    heading: "Lista (copia senza connessione)",
    search: "Cerca un nome",
    empty: "Nessun nome sulla lista.",
    emptySearch: "Nessun nome contiene «{{q}}».",
    letIn: "Fai entrare",
    letInLocal: "Entrato alle {{time}} su questo telefono, in attesa di invio.",
    undo: "Annulla",
    undone: "Ingresso di {{name}} annullato.",
    undoSent: "Questo ingresso è già stato inviato: per annullarlo serve la connessione.",
    done: "{{name}} entrato.",
  },
  report: {
    sent_one: "Inviata {{count}} scansione fatta senza connessione.",
    sent_other: "Inviate {{count}} scansioni fatte senza connessione.",
    conflicts_one: "{{count}} conflitto:",
    conflicts_other: "{{count}} conflitti:",
    conflict: "il biglietto di {{name}} era già entrato alle {{time}} con {{operator}}.",
    overruled: "il biglietto di {{name}} è entrato senza connessione, ma per il server è: {{verdict}}.",
    refused_one: "{{count}} scansione troppo vecchia non è stata registrata.",
    refused_other: "{{count}} scansioni troppo vecchie non sono state registrate.",
    someone: "un altro operatore",
    unknownHolder: "un biglietto",
    guestConflict: "{{name}} (lista) era già entrato alle {{time}} con {{operator}}.",
    guestOverruled: "{{name}} (lista) è entrato senza connessione, ma {{reason}}",
    guestReasons: {
      "guest-not-found": "nel frattempo il nome è stato tolto dalla lista.",
      "guest-too-many": "nel frattempo gli ospiti in lista sono stati ridotti: registra di nuovo l'ingresso.",
    },
    unknownName: "un nome",
    close: "Chiudi",
  },
} as const;
