import type { EventColour } from "../../domain/events/colours";

/** The kinds of event a cultural centre runs; the Italian name is stored as the event category. */
export type EventKind = "concerto" | "teatro" | "mostra" | "laboratorio" | "assemblea" | "mercato";

export interface EventTemplate {
  title: string;
  summary: string;
  /** Price in cents; absent for free entry. */
  priceCents?: number;
  seats?: number;
  isPublic?: boolean;
  link?: string;
  /** Overrides the kind's local start and end time, e.g. afternoon shows for children. */
  start?: [number, number];
  end?: [number, number];
  /** Overrides the kind's colours, e.g. for events aimed at children. */
  colour?: EventColour;
  backgroundColour?: EventColour;
}

export interface EventKindStyle {
  colour: EventColour;
  backgroundColour: EventColour;
  /** Local start and end time in Rome (hours, minutes); exhibitions span several days. */
  start: [number, number];
  end: [number, number];
}

export const EVENT_KIND_STYLES: Record<EventKind, EventKindStyle> = {
  concerto: { colour: "white", backgroundColour: "darkred", start: [21, 0], end: [23, 30] },
  teatro: { colour: "white", backgroundColour: "purple", start: [20, 30], end: [22, 30] },
  mostra: { colour: "black", backgroundColour: "yellow", start: [10, 30], end: [18, 30] },
  laboratorio: { colour: "white", backgroundColour: "green", start: [17, 0], end: [19, 30] },
  assemblea: { colour: "white", backgroundColour: "blue", start: [18, 30], end: [20, 30] },
  mercato: { colour: "black", backgroundColour: "orange", start: [10, 0], end: [19, 0] },
};

export const EVENT_CATALOGUE: Record<EventKind, readonly EventTemplate[]> = {
  concerto: [
    {
      title: "Jazz in cortile: Trio Lanterna",
      summary:
        "Standard e composizioni originali sotto il portico, con un trio di pianoforte, contrabbasso e batteria che suona insieme da dieci anni.",
      priceCents: 1000,
      seats: 120,
    },
    {
      title: "Canti di lavoro e di lotta",
      summary:
        "Il coro popolare Voci di Piazza ripercorre un secolo di canzoni, dalle mondine ai cantautori. Alla fine si canta tutti insieme.",
    },
    {
      title: "Notte elettronica: Sintetica",
      summary:
        "Live set con sintetizzatori analogici autocostruiti e proiezioni video in tempo reale. Bar aperto fino a tardi.",
      priceCents: 800,
      seats: 150,
    },
    {
      title: "Quartetto d'archi: Haydn e Šostakovič",
      summary:
        "I giovani musicisti del Quartetto Aurora accostano due quartetti lontani due secoli e li raccontano brano per brano prima di suonarli.",
      priceCents: 1200,
      seats: 80,
    },
    {
      title: "Microfono aperto per cantautori",
      summary:
        "Chi vuole porta una canzone: chitarra e pianoforte a disposizione, iscrizioni in sala fino alle 20:30. Ingresso libero.",
    },
    {
      title: "Tamburi dal Mediterraneo",
      summary:
        "Percussioni e voci da Sicilia, Tunisia e Grecia in un concerto che diventa festa da ballo. Porta le scarpe comode.",
      priceCents: 1000,
      seats: 120,
    },
    {
      title: "La banda del quartiere in concerto",
      summary:
        "Marce, arie d'opera e colonne sonore: la banda che prova ogni martedì nella nostra sala grande presenta il nuovo repertorio.",
    },
  ],
  teatro: [
    {
      title: "Le serve, di Jean Genet",
      summary:
        "La compagnia del laboratorio teatrale stabile porta in scena Genet in una versione per tre attrici e un pianoforte.",
      priceCents: 1200,
      seats: 80,
    },
    {
      title: "Racconti dalla periferia",
      summary:
        "Teatro di narrazione: storie di quartiere raccolte in un anno di interviste a chi abita intorno al centro, con musica dal vivo.",
      priceCents: 800,
      seats: 80,
    },
    {
      title: "Match di improvvisazione teatrale",
      summary:
        "Due squadre di attori si sfidano improvvisando sui temi scelti dal pubblico, che vota con il cartellino. Arbitro severo, risate garantite.",
      priceCents: 700,
      seats: 100,
    },
    {
      title: "Pinocchio, per bambini e adulti",
      summary:
        "Burattini, ombre e musica per una fiaba che tutti credono di conoscere. Consigliato dai cinque anni in su.",
      priceCents: 500,
      seats: 60,
      start: [16, 30],
      end: [17, 45],
      colour: "black",
      backgroundColour: "pink",
    },
    {
      title: "Lettura scenica: Lettere dal carcere",
      summary:
        "Tre voci leggono le lettere di Antonio Gramsci alla famiglia, tra politica, affetti e la vita quotidiana in cella.",
    },
    {
      title: "Il giardino dei ciliegi: prova aperta",
      summary:
        "Una prova aperta riservata ai soci: il regista interrompe, discute con gli attori e risponde alle domande del pubblico.",
      isPublic: false,
    },
  ],
  mostra: [
    {
      title: "Volti del quartiere: fotografie di Anna Ferri",
      summary:
        "Cinquanta ritratti in bianco e nero di chi lavora, abita e passa per le nostre strade. Inaugurazione con l'autrice il primo giorno.",
    },
    {
      title: "Carta che vola: incisioni e stampe d'arte",
      summary:
        "Acqueforti, xilografie e serigrafie del collettivo Torchio Libero, con il torchio in funzione durante le visite del sabato.",
    },
    {
      title: "Mappe immaginarie: mostra collettiva",
      summary:
        "Venti artisti disegnano la città che vorrebbero. Le opere sono nate nel laboratorio di cartografia creativa dello scorso autunno.",
    },
    {
      title: "Terra e fuoco: ceramiche contemporanee",
      summary:
        "Vasi, sculture e oggetti d'uso di sei ceramisti italiani, con una sezione dedicata alla cottura raku.",
    },
    {
      title: "Manifesti dall'archivio del Novecento",
      summary:
        "Una selezione di manifesti politici e culturali conservati nel nostro archivio, restaurati grazie ai volontari.",
    },
  ],
  laboratorio: [
    {
      title: "Laboratorio di serigrafia",
      summary:
        "Dal disegno alla stampa su tessuto: in due ore ognuno stampa la propria borsa. Materiali inclusi, posti limitati.",
      priceCents: 1500,
      seats: 12,
    },
    {
      title: "Scrittura creativa: raccontare un luogo",
      summary:
        "Un incontro per imparare a osservare e descrivere gli spazi che abitiamo, con esercizi di scrittura e lettura condivisa.",
      priceCents: 1000,
      seats: 15,
    },
    {
      title: "Ciclofficina: ripara la tua bici",
      summary:
        "Attrezzi, pezzi di ricambio e volontari esperti per imparare a sistemare freni, catena e camere d'aria. Offerta libera.",
      colour: "black",
      backgroundColour: "lightblue",
    },
    {
      title: "Tessitura al telaio per principianti",
      summary:
        "Impariamo le basi della tessitura su telai a cornice. Si porta a casa un piccolo arazzo. Non serve esperienza.",
      priceCents: 2000,
      seats: 8,
    },
    {
      title: "Fotografia analogica e camera oscura",
      summary:
        "Sviluppiamo insieme un rullino in bianco e nero e stampiamo i provini nella camera oscura del centro.",
      priceCents: 2500,
      seats: 10,
    },
    {
      title: "Pasta fresca a mano",
      summary:
        "Farina, uova e mattarello: tagliatelle, tortellini e orecchiette con le cuoche del gruppo Mani in Pasta. Si mangia insieme alla fine.",
      priceCents: 1800,
      seats: 12,
    },
    {
      title: "Letture ad alta voce per bambini",
      summary:
        "Albi illustrati letti ad alta voce per bambini dai tre ai sette anni e i loro adulti. Ingresso libero.",
      colour: "black",
      backgroundColour: "pink",
    },
  ],
  assemblea: [
    {
      title: "Assemblea ordinaria dei soci",
      summary:
        "Approvazione del bilancio, relazione delle attività e proposte per la prossima stagione. Riservata ai soci con tessera valida.",
      isPublic: false,
    },
    {
      title: "Assemblea di quartiere: il parco di via dei Tigli",
      summary:
        "Incontro aperto sul futuro del parco: il progetto del Comune, le proposte degli abitanti e la raccolta firme in corso.",
    },
    {
      title: "Riunione dei volontari",
      summary: "Turni del bar e dell'accoglienza, nuovi ingressi e organizzazione degli eventi del mese.",
      isPublic: false,
      colour: "white",
      backgroundColour: "black",
    },
    {
      title: "Incontro pubblico: casa e affitti",
      summary:
        "Sportello inquilini, avvocati e associazioni spiegano diritti e strumenti per chi cerca casa o rischia lo sfratto.",
    },
  ],
  mercato: [
    {
      title: "Mercato contadino",
      summary:
        "Frutta, verdura, formaggi e pane dei produttori della provincia, senza intermediari. Si paga direttamente ai banchi.",
      link: "https://example.org/mercato-contadino",
    },
    {
      title: "Mercatino del libro usato",
      summary: "Libri, fumetti e vinili di seconda mano. Chi vuole può portare i propri libri da scambiare.",
    },
    {
      title: "Mercato dell'artigianato",
      summary:
        "Gioielli, ceramiche, stampe e abiti cuciti a mano da artigiane e artigiani del territorio, con laboratori per bambini.",
    },
    {
      title: "Baratto e riuso",
      summary:
        "Porta quello che non usi più e prendi quello che ti serve: vestiti, oggetti per la casa, giochi. Nessun soldo, solo scambi.",
    },
  ],
};
