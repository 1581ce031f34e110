import { now as clockNow } from "../../domain/clock.server";
import type { EventColour } from "../../domain/events/colours";
import { romeYear } from "../../lib/rome-time";
import type { NewNews } from "../schema";
import { createRandom, DAY_MS, type FactoryOptions, nextSeed } from "./random";
import type { DemoTermIds } from "./terms";

interface NewsTemplate {
  title: (year: number) => string;
  summary: string;
  body: string;
  category: string;
  colours: [EventColour, EventColour];
  membersOnly?: boolean;
  featured?: boolean;
  /** A draft staff have not published yet. */
  hidden?: boolean;
  /** Published this many days after the reference date: hidden from visitors until then. */
  inDays?: number;
}

/**
 * Ten pieces of news a cultural centre would publish over two months, newest first: three featured,
 * two for members only, one draft and one scheduled for next week, so every case shows in the demo.
 */
const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    title: (year) => `Tesseramento ${year}: come richiedere la tessera`,
    summary: "La tessera si richiede online e si ritira in segreteria: ecco cosa serve e quanto costa.",
    body: "Da quest'anno la richiesta di tessera si fa **online**, dalla pagina *Tessera* dell'area personale.\n\nDopo la richiesta passa in segreteria con un documento: la validiamo sul momento e da lì vale **due anni**.\n\n- Ordinaria: 10 €\n- Studenti e under 26: 5 €\n- Sostenitrice: da 30 €\n\nLa tessera dà accesso alle serate riservate ai soci e ai corsi.",
    category: "tesseramento",
    colours: ["white", "darkred"],
    featured: true,
  },
  {
    title: () => "Cerchiamo volontari per la nuova stagione",
    summary: "Bar, accoglienza, tecnica, comunicazione: c'è posto per chi ha qualche ora al mese.",
    body: "La stagione è piena di appuntamenti e ci serve una mano.\n\nCerchiamo persone per il **bar**, l'**accoglienza** alla porta, il **montaggio** di luci e audio e la **comunicazione**.\n\nNon serve esperienza: si impara affiancando chi lo fa da anni. Scrivici dalla pagina *Contribuisci* o vieni alla riunione dei volontari.",
    category: "volontariato",
    colours: ["black", "lightblue"],
    featured: true,
  },
  {
    title: () => "Firma la petizione per gli spazi culturali indipendenti",
    summary:
      "Chiediamo a Comune e Regione spazi pubblici inutilizzati, bandi accessibili e tempi certi per i permessi.",
    body: "In tutta Italia i centri culturali indipendenti chiudono per affitti insostenibili e burocrazia.\n\nCon altre associazioni chiediamo di riconoscere il valore pubblico di questi spazi: comodato d'uso dei beni inutilizzati, bandi aperti anche alle piccole associazioni, un tavolo permanente.\n\nPuoi **firmare online** dalla home page: ti arriverà un'e-mail per confermare la firma.",
    category: "petizione",
    colours: ["white", "green"],
    featured: true,
  },
  {
    title: () => "Nuovi orari della segreteria",
    summary: "La segreteria è aperta dal lunedì al venerdì, dalle 10:30 alle 18:30.",
    body: "Da questo mese la segreteria è aperta **dal lunedì al venerdì, dalle 10:30 alle 18:30**. Il sabato e la domenica resta chiusa, salvo durante i mercati.\n\nPer tessere, iscrizioni ai corsi e informazioni puoi passare negli orari di apertura o scriverci.",
    category: "avvisi",
    colours: ["white", "blue"],
  },
  {
    title: () => "Verbale dell'assemblea dei soci",
    summary: "Bilancio approvato, nuovo direttivo e le priorità per i prossimi mesi.",
    body: "L'assemblea ha approvato il bilancio consuntivo con 84 voti favorevoli e 3 astenuti.\n\n## Decisioni\n\n1. Rinnovo del direttivo: entrano due nuove consigliere.\n2. Fondo per le tessere ridotte agli studenti.\n3. Lavori nella sala grande entro l'estate.\n\nIl verbale completo è disponibile in segreteria.",
    category: "associazione",
    colours: ["white", "black"],
    membersOnly: true,
  },
  {
    title: () => "Bilancio partecipato: come useremo le donazioni",
    summary: "I soci hanno scelto: un nuovo impianto audio e la biblioteca degli attrezzi.",
    body: "Dopo tre incontri e una votazione online, i soci hanno deciso come destinare le donazioni raccolte durante l'anno.\n\n- **60%** nuovo impianto audio per la sala grande\n- **40%** biblioteca degli attrezzi\n\nGrazie a chi ha partecipato.",
    category: "associazione",
    colours: ["black", "yellow"],
    membersOnly: true,
  },
  {
    title: () => "La ciclofficina riapre il sabato mattina",
    summary: "Attrezzi e volontari a disposizione per riparare la propria bicicletta.",
    body: "Da sabato la ciclofficina è di nuovo aperta **dalle 10 alle 13**.\n\nPorta la tua bici: ti aiutiamo a sistemarla con i nostri attrezzi. I pezzi di ricambio usati sono a offerta libera.",
    category: "laboratori",
    colours: ["black", "orange"],
  },
  {
    title: () => "Lavori nella sala grande",
    summary: "Per due settimane gli spettacoli si spostano nel cortile e nella sala piccola.",
    body: "Stiamo rifacendo il pavimento e l'impianto elettrico della sala grande.\n\nGli eventi in programma si svolgono regolarmente nel **cortile** o nella **sala piccola**: controlla il calendario per il luogo esatto.",
    category: "avvisi",
    colours: ["white", "purple"],
  },
  {
    title: () => "Nasce la biblioteca degli attrezzi",
    summary: "Trapani, scale e macchine da cucire in prestito ai soci, come i libri.",
    body: "Perché comprare un trapano che si usa dieci minuti l'anno?\n\nCon la tessera puoi prendere in prestito attrezzi per una settimana. Il catalogo è in segreteria e presto anche online.",
    category: "associazione",
    colours: ["white", "green"],
    hidden: true,
  },
  {
    title: () => "Radio Agorà: il nuovo palinsesto",
    summary: "Musica, interviste e le dirette dei concerti, tutte le sere dalle 19.",
    body: "La radio del centro torna con un palinsesto nuovo: **musica dal vivo** registrata nelle nostre serate, **interviste** a chi organizza gli eventi e le **dirette** dei concerti.\n\nSi ascolta dalla pagina *Radio*.",
    category: "radio",
    colours: ["black", "pink"],
    inDays: 6,
  },
];

export const NEWS_ARCHIVE_SIZE = NEWS_TEMPLATES.length;

function newsFrom(template: NewsTemplate, publishedAt: Date, categories: DemoTermIds = {}): NewNews {
  return {
    title: template.title(romeYear(publishedAt)),
    summary: template.summary,
    body: template.body,
    publishedAt,
    categoryId: categories[template.category] ?? null,
    colour: template.colours[0],
    backgroundColour: template.colours[1],
    imageKey: null,
    isPublic: !template.hidden,
    membersOnly: template.membersOnly ?? false,
    featured: template.featured ?? false,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

/** One public news item published in the two weeks before `now`. */
export function buildNews(overrides: Partial<NewNews> = {}, options: FactoryOptions = {}): NewNews {
  const random = createRandom(options.seed ?? nextSeed());
  const now = options.now ?? clockNow();
  const publishedAt = new Date(now.getTime() - random.int(1, 14 * 24) * 3_600_000);
  return { ...newsFrom(random.pick(NEWS_TEMPLATES), publishedAt), isPublic: true, ...overrides };
}

/** All ten news items, published every two to seven days going back from `now` (one scheduled ahead). */
export function buildNewsArchive(options: FactoryOptions & { categories?: DemoTermIds } = {}): NewNews[] {
  const random = createRandom(options.seed ?? nextSeed());
  const now = options.now ?? clockNow();
  let daysAgo = 0;
  return NEWS_TEMPLATES.map((template) => {
    if (template.inDays)
      return newsFrom(template, new Date(now.getTime() + template.inDays * DAY_MS), options.categories);
    daysAgo += random.int(2, 7);
    const publishedAt = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 8) * 3_600_000);
    return newsFrom(template, publishedAt, options.categories);
  });
}
