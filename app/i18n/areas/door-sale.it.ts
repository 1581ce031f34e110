/** Italian strings of a ticket sold at the door (merged into it.ts under `doorSale`). */
export const doorSaleIt = {
  heading: "Vendi un biglietto alla porta",
  offer: "{{name}} non ha un biglietto per stasera: vendine uno per {{price}} e fai entrare.",
  seatsLeft_one: "Resta {{count}} posto.",
  seatsLeft_other: "Restano {{count}} posti.",
  cash: "Incassato in contanti",
  card: "Incassato con carta",
  selling: "Vendita in corso…",
  sold: "Venduto e fatto entrare: {{name}}, {{price}} in {{method}}.",
  methods: { cash: "contanti", card: "carta" },
  errors: {
    "event-not-found": "Questo evento non esiste più.",
    "not-tonight": "Si vende alla porta solo per l'evento di stasera, prima che finisca.",
    "not-paid-event": "L'evento è gratuito: non c'è un biglietto da vendere.",
    "card-not-valid": "La tessera non è valida: non si può vendere il biglietto.",
    "sold-out": "Posti esauriti: non ci sono più biglietti da vendere.",
    "already-has-ticket": "Ha già un biglietto per questo evento: scansiona quello.",
    "payment-pending": "Ha un pagamento online in corso per questo evento: attendi che si concluda.",
    "nonce-used":
      "Questa vendita è già stata inviata per un'altra tessera o un altro evento: scansiona di nuovo la tessera per vendere.",
  },
} as const;
