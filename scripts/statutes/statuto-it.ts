import { centreDetails } from "./centre-details.ts";
import type { StatuteText } from "./types.ts";

const d = centreDetails.it;

/** The Italian statute: the text that binds the association. The English file translates it. */
export const statutoIt: StatuteText = {
  lang: "it",
  fileName: "statuto-agora-aps.pdf",
  metaTitle: "Statuto dell'Associazione Agorà APS",
  subject: "Statuto dell'associazione di promozione sociale Agorà (D.Lgs. 3 luglio 2017, n. 117)",
  keywords: "statuto, associazione di promozione sociale, APS, Terzo settore, Agorà",
  kicker: "Associazione di promozione sociale · D.Lgs. 3 luglio 2017, n. 117",
  title: "Statuto dell'Associazione Agorà APS",
  details: [
    `Sede legale: ${d.seatAddress}, ${d.municipality}`,
    `Codice fiscale: ${d.taxCode}`,
    `Iscritta al Registro unico nazionale del Terzo settore (RUNTS), sezione «Associazioni di promozione sociale», n. ${d.runtsNumber}`,
    `Statuto approvato dall'assemblea costitutiva del ${d.constitutiveAssemblyDate}`,
  ],
  articleLabel: "Art.",
  runningHeader: "Statuto dell'Associazione Agorà APS",
  pageLabel: (page, total) => `Pagina ${page} di ${total}`,
  articles: [
    {
      title: "Denominazione, sede e durata",
      clauses: [
        {
          text: "È costituita, ai sensi del Codice civile e del decreto legislativo 3 luglio 2017, n. 117 (Codice del Terzo settore, di seguito «Codice»), l'associazione denominata «Associazione Agorà – Associazione di promozione sociale», in forma abbreviata «Associazione Agorà APS» (di seguito «Associazione»).",
        },
        {
          text: "L'Associazione utilizza l'acronimo «APS», ovvero la locuzione «associazione di promozione sociale», negli atti, nella corrispondenza e nelle comunicazioni al pubblico, e assume la qualifica di ente del Terzo settore con l'iscrizione nel Registro unico nazionale del Terzo settore (di seguito «RUNTS»), sezione «Associazioni di promozione sociale».",
        },
        {
          text: `L'Associazione ha sede legale nel Comune di ${d.municipality}, in ${d.seatAddress}. Il trasferimento della sede legale nell'ambito del medesimo Comune non costituisce modifica dello statuto; è deliberato dal Consiglio direttivo e comunicato al RUNTS e agli altri uffici competenti.`,
        },
        {
          text: "Il Consiglio direttivo può istituire sedi operative e secondarie, anche in altri Comuni.",
        },
        { text: "La durata dell'Associazione è illimitata." },
      ],
    },
    {
      title: "Scopo e finalità",
      clauses: [
        {
          text: "L'Associazione persegue, senza scopo di lucro, finalità civiche, solidaristiche e di utilità sociale mediante lo svolgimento, in via esclusiva o principale, delle attività di interesse generale indicate all'articolo 3, in favore dei propri associati, dei loro familiari o di terzi, avvalendosi in modo prevalente dell'attività di volontariato dei propri associati.",
        },
        {
          text: "In particolare l'Associazione, attraverso la gestione del centro culturale polifunzionale «Agorà», intende offrire alla comunità un luogo aperto di incontro, di produzione e di fruizione della cultura, che favorisca la partecipazione attiva delle persone di ogni età e provenienza, la crescita culturale e civile, la coesione sociale e lo scambio tra generazioni e culture.",
        },
        {
          text: "L'Associazione è apartitica e aconfessionale. Il suo ordinamento si ispira ai principi di democraticità, di uguaglianza dei diritti di tutti gli associati, di pari opportunità e di elettività delle cariche sociali.",
        },
      ],
    },
    {
      title: "Attività di interesse generale",
      clauses: [
        {
          text: "Per il perseguimento delle proprie finalità l'Associazione svolge le seguenti attività di interesse generale, di cui all'articolo 5, comma 1, del Codice:",
          items: [
            "organizzazione e gestione di attività culturali, artistiche o ricreative di interesse sociale, quali concerti, spettacoli teatrali e di danza, proiezioni cinematografiche, mostre, presentazioni di libri, incontri, rassegne e festival, incluse attività, anche editoriali, di promozione e diffusione della cultura e della pratica del volontariato (lettera i);",
            "educazione, istruzione e formazione, nonché attività culturali di interesse sociale con finalità educativa, quali corsi, laboratori, workshop e seminari nei campi della musica, delle arti visive e performative, della scrittura, della fotografia, delle lingue e dei nuovi media (lettera d);",
            "formazione extrascolastica finalizzata alla prevenzione della dispersione scolastica e al successo scolastico e formativo, alla prevenzione del bullismo e al contrasto della povertà educativa (lettera l);",
            "interventi di tutela e valorizzazione del patrimonio culturale e del paesaggio, anche attraverso la ricerca, la documentazione e la divulgazione della storia e delle tradizioni del territorio (lettera f);",
            "organizzazione e gestione di attività turistiche di interesse sociale e culturale, quali visite guidate e itinerari culturali (lettera k);",
            "promozione della cultura della legalità, della pace tra i popoli, della nonviolenza e della difesa non armata (lettera v);",
            "promozione e tutela dei diritti umani, civili, sociali e politici, promozione delle pari opportunità e delle iniziative di aiuto reciproco, incluse le banche del tempo (lettera w);",
            "accoglienza umanitaria e integrazione sociale dei migranti, anche mediante corsi di lingua italiana e attività interculturali (lettera r);",
            "beneficenza e iniziative di solidarietà, inclusa l'erogazione di denaro, beni o servizi a sostegno di persone svantaggiate o di attività di interesse generale (lettera u).",
          ],
        },
        {
          text: "Nell'ambito delle attività di cui al comma 1 l'Associazione può, tra l'altro: gestire spazi propri o ricevuti in uso da soggetti pubblici e privati; curare una biblioteca, una mediateca e spazi per lo studio e le prove; realizzare pubblicazioni e contenuti, anche in forma digitale; gestire servizi e piattaforme telematiche per la partecipazione degli associati e del pubblico; collaborare con enti pubblici, scuole, università, enti del Terzo settore e altri soggetti pubblici e privati, anche stipulando convenzioni ai sensi dell'articolo 56 del Codice e partecipando alle procedure di co-programmazione e co-progettazione di cui all'articolo 55 del Codice; aderire a reti e organismi nazionali e internazionali con finalità analoghe.",
        },
      ],
    },
    {
      title: "Attività diverse e raccolta fondi",
      clauses: [
        {
          text: "L'Associazione può esercitare, ai sensi dell'articolo 6 del Codice, attività diverse da quelle di interesse generale, purché secondarie e strumentali rispetto a queste ultime, secondo i criteri e i limiti definiti dalla normativa vigente, quali la somministrazione di alimenti e bevande in occasione delle attività sociali, la vendita di pubblicazioni e di materiali legati alle iniziative dell'Associazione, le sponsorizzazioni e la concessione temporanea in uso di spazi e attrezzature.",
        },
        {
          text: "L'individuazione delle attività diverse spetta al Consiglio direttivo, che ne documenta il carattere secondario e strumentale nei documenti di bilancio, ai sensi dell'articolo 13, comma 6, del Codice.",
        },
        {
          text: "Al fine di finanziare le proprie attività di interesse generale, l'Associazione può realizzare attività di raccolta fondi, anche in forma organizzata e continuativa, mediante sollecitazione al pubblico o cessione o erogazione di beni o servizi di modico valore, nel rispetto dei principi di verità, trasparenza e correttezza nei rapporti con i sostenitori e con il pubblico, ai sensi dell'articolo 7 del Codice.",
        },
      ],
    },
    {
      title: "Assenza di scopo di lucro",
      clauses: [
        {
          text: "L'Associazione non ha scopo di lucro. Il patrimonio, comprensivo di eventuali ricavi, rendite, proventi ed entrate comunque denominate, è utilizzato esclusivamente per lo svolgimento dell'attività statutaria, ai fini dell'esclusivo perseguimento delle finalità civiche, solidaristiche e di utilità sociale.",
        },
        {
          text: "È vietata la distribuzione, anche indiretta, di utili e avanzi di gestione, fondi e riserve comunque denominati a fondatori, associati, lavoratori e collaboratori, consiglieri e altri componenti degli organi sociali, anche nel caso di recesso o di ogni altra ipotesi di scioglimento individuale del rapporto associativo, ai sensi dell'articolo 8, commi 2 e 3, del Codice.",
        },
        {
          text: "Gli eventuali avanzi di gestione sono impiegati per la realizzazione delle attività istituzionali e di quelle a esse direttamente connesse.",
        },
      ],
    },
    {
      title: "Associati e ammissione",
      clauses: [
        {
          text: "Possono diventare associati le persone fisiche che ne condividono le finalità e si impegnano a rispettare il presente statuto, nonché altre associazioni di promozione sociale. Possono altresì essere ammessi altri enti del Terzo settore o senza scopo di lucro, nei limiti previsti dall'articolo 35, comma 3, del Codice.",
        },
        {
          text: "Non sono ammesse limitazioni con riferimento alle condizioni economiche né discriminazioni di qualsiasi natura in relazione all'ammissione degli associati. Il numero degli associati è illimitato; se diviene inferiore a sette, esso deve essere integrato entro un anno.",
        },
        {
          text: "La domanda di ammissione, che può essere presentata anche in via telematica attraverso i servizi messi a disposizione dall'Associazione, contiene i dati anagrafici e identificativi del richiedente, la dichiarazione di accettare il presente statuto e i regolamenti e la presa visione dell'informativa sul trattamento dei dati personali. La domanda dei minori di età è presentata da chi esercita la responsabilità genitoriale.",
        },
        {
          text: "Sulla domanda delibera il Consiglio direttivo, che può affidare la verifica dei requisiti a uno o più consiglieri o a persone incaricate. La deliberazione di ammissione è comunicata all'interessato e annotata nel libro degli associati.",
        },
        {
          text: "Il Consiglio direttivo deve, entro sessanta giorni, motivare la deliberazione di rigetto della domanda e comunicarla all'interessato, il quale può chiedere, entro sessanta giorni dalla comunicazione, che sull'istanza si pronunci l'Assemblea in occasione della sua successiva convocazione.",
        },
        {
          text: "La partecipazione alla vita associativa non può essere temporanea, fermo restando quanto previsto dall'articolo 7 per il rinnovo della tessera sociale.",
        },
      ],
    },
    {
      title: "Tessera sociale e quota associativa",
      clauses: [
        {
          text: "All'associato è rilasciata una tessera sociale, anche in formato digitale, che ne attesta l'appartenenza all'Associazione. La tessera ha validità di due anni dalla data del rilascio e si rinnova con il versamento della quota associativa.",
        },
        {
          text: "L'importo della quota associativa è determinato dal Consiglio direttivo. Il Consiglio direttivo può prevedere quote differenziate per categorie di associati o per tipologie di tessera riferite a diversi ambiti di attività, quali gli eventi e i corsi, fermo restando che tali differenze non incidono in alcun modo sui diritti associativi.",
        },
        {
          text: "La quota associativa è personale, non è trasmissibile a nessun titolo, né per atto tra vivi né a causa di morte, non è rivalutabile e non è restituibile in caso di recesso, decadenza, esclusione o morte dell'associato.",
        },
        {
          text: "L'associato che non rinnova la tessera entro sessanta giorni dalla scadenza decade dalla qualità di associato, secondo quanto previsto dall'articolo 9.",
        },
      ],
    },
    {
      title: "Diritti e doveri degli associati",
      clauses: [
        {
          text: "Tutti gli associati hanno uguali diritti e doveri. In particolare gli associati hanno diritto di:",
          items: [
            "partecipare alle attività e alle iniziative promosse dall'Associazione, secondo le modalità stabilite dai regolamenti;",
            "partecipare all'Assemblea ed esercitarvi il diritto di voto alle condizioni previste dall'articolo 12, anche per l'approvazione e le modifiche dello statuto e dei regolamenti e per la nomina degli organi sociali;",
            "eleggere gli organi sociali ed esservi eletti, se maggiorenni;",
            "essere informati sulle attività dell'Associazione ed esaminare i libri sociali secondo quanto previsto dall'articolo 18;",
            "recedere in qualsiasi momento dall'Associazione.",
          ],
        },
        {
          text: "Gli associati hanno il dovere di:",
          items: [
            "rispettare il presente statuto, i regolamenti e le deliberazioni degli organi sociali;",
            "versare la quota associativa nei termini stabiliti;",
            "tenere un comportamento corretto e rispettoso nei confronti degli altri associati, del pubblico e dei lavoratori, e avere cura degli spazi e dei beni dell'Associazione;",
            "astenersi da atti che danneggino gli interessi, il nome o l'immagine dell'Associazione.",
          ],
        },
        {
          text: "Le attività svolte dagli associati in favore dell'Associazione sono, di norma, prestate in forma volontaria e gratuita, secondo quanto previsto dall'articolo 10.",
        },
      ],
    },
    {
      title: "Perdita della qualità di associato",
      clauses: [
        { text: "La qualità di associato si perde per recesso, decadenza, esclusione o morte." },
        {
          text: "L'associato può recedere in qualsiasi momento dandone comunicazione scritta, anche per posta elettronica, al Consiglio direttivo. Il recesso ha effetto dalla data in cui la comunicazione è ricevuta.",
        },
        {
          text: "Decade l'associato che non abbia rinnovato la tessera entro sessanta giorni dalla scadenza. La decadenza è annotata nel libro degli associati senza necessità di ulteriori formalità.",
        },
        {
          text: "L'associato può essere escluso per gravi motivi, in particolare quando violi in modo grave o ripetuto lo statuto, i regolamenti o le deliberazioni degli organi sociali, arrechi danni morali o materiali all'Associazione o tenga comportamenti incompatibili con le sue finalità.",
        },
        {
          text: "L'esclusione è deliberata dal Consiglio direttivo, previa contestazione scritta degli addebiti e dopo aver consentito all'interessato di presentare le proprie giustificazioni entro un termine non inferiore a quindici giorni. La deliberazione motivata è comunicata all'interessato, che entro trenta giorni può ricorrere all'Assemblea; fino alla pronuncia dell'Assemblea l'associato è sospeso. Resta salvo il ricorso all'autorità giudiziaria ai sensi dell'articolo 24 del Codice civile.",
        },
        {
          text: "Gli associati che abbiano comunque cessato di appartenere all'Associazione non possono ripetere i contributi versati né hanno alcun diritto sul patrimonio dell'Associazione.",
        },
      ],
    },
    {
      title: "Volontari e lavoratori",
      clauses: [
        {
          text: "L'Associazione si avvale in modo prevalente dell'attività di volontariato dei propri associati, che la prestano in modo personale, spontaneo e gratuito, senza fini di lucro, neanche indiretti, ed esclusivamente per fini di solidarietà.",
        },
        {
          text: "L'attività del volontario non può essere retribuita in alcun modo, nemmeno dal beneficiario. Al volontario possono essere rimborsate soltanto le spese effettivamente sostenute e documentate per l'attività prestata, entro i limiti massimi e alle condizioni preventivamente stabiliti dal Consiglio direttivo; sono vietati i rimborsi spese di tipo forfetario. Le spese possono essere rimborsate anche a fronte di autocertificazione, nei limiti e alle condizioni previsti dall'articolo 17, comma 4, del Codice.",
        },
        {
          text: "La qualità di volontario è incompatibile con qualsiasi forma di rapporto di lavoro subordinato o autonomo e con ogni altro rapporto di lavoro retribuito con l'Associazione.",
        },
        {
          text: "L'Associazione iscrive in un apposito registro i volontari che svolgono la loro attività in modo non occasionale e li assicura contro gli infortuni e le malattie connessi allo svolgimento dell'attività di volontariato, nonché per la responsabilità civile verso i terzi, ai sensi dell'articolo 18 del Codice.",
        },
        {
          text: "L'Associazione può assumere lavoratori dipendenti o avvalersi di prestazioni di lavoro autonomo o di altra natura, anche dei propri associati, solo quando ciò sia necessario ai fini dello svolgimento delle attività di interesse generale e del perseguimento delle finalità, nei limiti previsti dall'articolo 36 del Codice. Ai lavoratori è riconosciuto un trattamento economico e normativo non inferiore a quello previsto dai contratti collettivi, ai sensi dell'articolo 16 del Codice.",
        },
      ],
    },
    {
      title: "Organi dell'Associazione",
      clauses: [
        {
          text: "Sono organi dell'Associazione:",
          items: [
            "l'Assemblea degli associati;",
            "il Consiglio direttivo;",
            "il Presidente;",
            "l'Organo di controllo, quando la sua nomina è obbligatoria per legge o è deliberata dall'Assemblea.",
          ],
        },
        {
          text: "Le cariche sociali sono elettive e gratuite, salvo il rimborso delle spese effettivamente sostenute e documentate per ragioni d'ufficio. Ai componenti dell'Organo di controllo e al revisore legale dei conti può essere riconosciuto un compenso, nei limiti previsti dall'articolo 8, comma 3, lettera a), del Codice.",
        },
        {
          text: "Le riunioni degli organi collegiali possono svolgersi anche mediante mezzi di telecomunicazione, purché sia possibile verificare l'identità dei partecipanti, consentire loro di seguire la discussione e di intervenire in tempo reale e garantire la regolarità delle votazioni.",
        },
      ],
    },
    {
      title: "Assemblea degli associati",
      clauses: [
        {
          text: "L'Assemblea è composta da tutti gli associati. Hanno diritto di voto gli associati maggiorenni iscritti da almeno tre mesi nel libro degli associati e in regola con il rinnovo della tessera; ciascuno dispone di un voto.",
        },
        {
          text: "Ciascun associato può farsi rappresentare da un altro associato mediante delega scritta. Ciascun associato può ricevere non più di tre deleghe, ovvero cinque se l'Associazione ha almeno cinquecento associati. Nelle deliberazioni di approvazione del bilancio e in quelle che riguardano la loro responsabilità i componenti del Consiglio direttivo non hanno voto.",
        },
        {
          text: "L'Assemblea è convocata dal Presidente almeno una volta all'anno, entro quattro mesi dalla chiusura dell'esercizio, per l'approvazione del bilancio. È inoltre convocata ogni volta che il Consiglio direttivo lo ritenga opportuno, o quando ne facciano richiesta motivata almeno un decimo degli associati o l'Organo di controllo.",
        },
        {
          text: "L'avviso di convocazione, che indica l'ordine del giorno, il luogo, la data e l'ora della prima e della seconda convocazione e le eventuali modalità di partecipazione a distanza, è inviato agli associati almeno otto giorni prima della riunione per posta elettronica o con altro mezzo idoneo, ed è pubblicato nel sito internet dell'Associazione e affisso nella sede.",
        },
        {
          text: "L'Assemblea è presieduta dal Presidente o, in sua assenza, dal Vicepresidente o da un associato designato dai presenti. Delle riunioni è redatto un verbale, sottoscritto da chi presiede e dal segretario della riunione e trascritto nel libro delle adunanze e delle deliberazioni dell'Assemblea.",
        },
      ],
    },
    {
      title: "Competenze e deliberazioni dell'Assemblea",
      clauses: [
        {
          text: "L'Assemblea ordinaria:",
          items: [
            "nomina e revoca i componenti del Consiglio direttivo;",
            "nomina e revoca, quando previsto, i componenti dell'Organo di controllo e il soggetto incaricato della revisione legale dei conti;",
            "approva il bilancio di esercizio e, quando previsto, il bilancio sociale;",
            "delibera sulla responsabilità dei componenti degli organi sociali e promuove l'azione di responsabilità nei loro confronti;",
            "decide sulle istanze contro il rigetto delle domande di ammissione e sui ricorsi contro le esclusioni;",
            "approva l'eventuale regolamento dei lavori assembleari;",
            "delibera sugli altri oggetti attribuiti alla sua competenza dalla legge o dal presente statuto.",
          ],
        },
        {
          text: "L'Assemblea straordinaria delibera sulle modificazioni dell'atto costitutivo e dello statuto e sullo scioglimento, sulla trasformazione, sulla fusione o sulla scissione dell'Associazione.",
        },
        {
          text: "L'Assemblea ordinaria è validamente costituita in prima convocazione con la presenza, anche per delega, della metà più uno degli associati con diritto di voto e, in seconda convocazione, qualunque sia il numero dei presenti; essa delibera a maggioranza dei voti.",
        },
        {
          text: "Per le modificazioni dell'atto costitutivo e dello statuto e per la trasformazione, la fusione o la scissione occorrono, in prima convocazione, la presenza di almeno tre quarti degli associati con diritto di voto e il voto favorevole della maggioranza dei presenti; in seconda convocazione, la presenza di almeno un terzo degli associati con diritto di voto e il voto favorevole di almeno due terzi dei presenti.",
        },
        {
          text: "Per deliberare lo scioglimento dell'Associazione e la devoluzione del patrimonio occorre il voto favorevole di almeno tre quarti degli associati con diritto di voto.",
        },
      ],
    },
    {
      title: "Consiglio direttivo",
      clauses: [
        {
          text: "Il Consiglio direttivo è l'organo di amministrazione dell'Associazione. È composto da un numero dispari di componenti, da tre a sette, determinato dall'Assemblea ed eletto dalla stessa tra gli associati maggiorenni.",
        },
        {
          text: "I consiglieri restano in carica per tre esercizi, scadono alla data dell'Assemblea convocata per l'approvazione del bilancio relativo all'ultimo esercizio della carica e sono rieleggibili. Non può essere eletto consigliere e, se eletto, decade chi si trova nelle condizioni previste dall'articolo 2382 del Codice civile.",
        },
        {
          text: "Se nel corso del mandato vengono a mancare uno o più consiglieri, il Consiglio direttivo provvede a sostituirli con i primi dei non eletti o, in mancanza, per cooptazione; i consiglieri così nominati restano in carica fino alla successiva Assemblea. Se viene a mancare la maggioranza dei consiglieri, l'intero Consiglio decade e il Presidente o, in mancanza, il consigliere più anziano di età convoca senza indugio l'Assemblea per il suo rinnovo.",
        },
        {
          text: "Il Consiglio direttivo elegge tra i propri componenti il Presidente, il Vicepresidente e il Tesoriere, e può nominare un Segretario anche al di fuori dei propri componenti.",
        },
        {
          text: "Il Consiglio direttivo ha tutti i poteri di ordinaria e straordinaria amministrazione che la legge o il presente statuto non riservano all'Assemblea. In particolare:",
          items: [
            "attua le deliberazioni dell'Assemblea e programma le attività dell'Associazione;",
            "delibera sull'ammissione, sulla decadenza e sull'esclusione degli associati;",
            "determina l'importo della quota associativa;",
            "predispone il bilancio di esercizio e, quando previsto, il bilancio sociale, da sottoporre all'Assemblea;",
            "individua le attività diverse ai sensi dell'articolo 4;",
            "adotta i regolamenti interni relativi all'uso degli spazi, allo svolgimento delle attività e alla partecipazione degli associati e del pubblico;",
            "delibera sull'assunzione del personale e sul conferimento degli incarichi, nei limiti dell'articolo 10;",
            "cura la tenuta dei libri sociali di sua competenza.",
          ],
        },
        {
          text: "Il Consiglio direttivo si riunisce su convocazione del Presidente, di norma almeno quattro volte all'anno, e ogni volta che ne faccia richiesta almeno un terzo dei consiglieri. È validamente costituito con la presenza della maggioranza dei consiglieri e delibera a maggioranza dei presenti; in caso di parità prevale il voto di chi presiede. Delle riunioni è redatto un verbale, trascritto nel libro delle adunanze e delle deliberazioni del Consiglio direttivo.",
        },
        {
          text: "Il Consiglio direttivo può delegare specifiche funzioni a singoli consiglieri o a commissioni di lavoro, aperte anche ad associati che non ne fanno parte, determinandone i limiti.",
        },
      ],
    },
    {
      title: "Presidente, Vicepresidente e Tesoriere",
      clauses: [
        {
          text: "Il Presidente ha la rappresentanza legale dell'Associazione di fronte ai terzi e in giudizio. Le limitazioni del potere di rappresentanza non sono opponibili ai terzi se non sono iscritte nel RUNTS o se non si prova che i terzi ne erano a conoscenza.",
        },
        {
          text: "Il Presidente convoca e presiede l'Assemblea e il Consiglio direttivo, cura l'esecuzione delle relative deliberazioni e vigila sul buon andamento dell'Associazione. In caso di urgenza può adottare i provvedimenti necessari, sottoponendoli alla ratifica del Consiglio direttivo nella prima riunione utile.",
        },
        {
          text: "Il Presidente resta in carica quanto il Consiglio direttivo ed è rieleggibile. In caso di assenza o di impedimento è sostituito dal Vicepresidente.",
        },
        {
          text: "Il Tesoriere cura la gestione della cassa e la tenuta della contabilità, effettua le verifiche di cassa e collabora con il Consiglio direttivo alla predisposizione del bilancio.",
        },
      ],
    },
    {
      title: "Organo di controllo e revisione legale",
      clauses: [
        {
          text: "L'Assemblea nomina un Organo di controllo, anche monocratico, quando siano superati i limiti previsti dall'articolo 30 del Codice, o comunque quando lo ritenga opportuno. I componenti dell'Organo di controllo sono scelti tra le categorie di soggetti di cui all'articolo 2397, comma secondo, del Codice civile; nel caso di organo collegiale, tali requisiti devono essere posseduti da almeno uno dei componenti. Ai componenti si applica l'articolo 2399 del Codice civile.",
        },
        {
          text: "L'Organo di controllo vigila sull'osservanza della legge e dello statuto e sul rispetto dei principi di corretta amministrazione, nonché sull'adeguatezza dell'assetto organizzativo, amministrativo e contabile e sul suo concreto funzionamento. Esercita inoltre compiti di monitoraggio dell'osservanza delle finalità civiche, solidaristiche e di utilità sociale e attesta che l'eventuale bilancio sociale sia stato redatto in conformità alle linee guida ministeriali.",
        },
        {
          text: "I componenti dell'Organo di controllo possono in qualsiasi momento procedere, anche individualmente, ad atti di ispezione e di controllo e, a tal fine, chiedere ai consiglieri notizie sull'andamento delle attività sociali o su determinati affari.",
        },
        {
          text: "Quando siano superati i limiti previsti dall'articolo 31 del Codice, l'Assemblea nomina un revisore legale dei conti o una società di revisione legale iscritti nell'apposito registro. La revisione legale dei conti può essere affidata all'Organo di controllo, se questo è composto da revisori legali iscritti nell'apposito registro.",
        },
        {
          text: "L'Organo di controllo e il revisore legale dei conti restano in carica per tre esercizi e sono rieleggibili.",
        },
      ],
    },
    {
      title: "Patrimonio, esercizio sociale e bilancio",
      clauses: [
        {
          text: "Il patrimonio dell'Associazione è costituito dai beni mobili e immobili di sua proprietà, dalle erogazioni, donazioni e lasciti destinati a incrementarlo e dai fondi di riserva.",
        },
        {
          text: "Le entrate dell'Associazione sono costituite da:",
          items: [
            "quote associative e contributi degli associati;",
            "contributi di privati, dello Stato, di enti e istituzioni pubbliche, dell'Unione europea e di organismi internazionali, anche finalizzati al sostegno di specifici progetti;",
            "erogazioni liberali, donazioni e lasciti testamentari;",
            "corrispettivi e proventi derivanti dalle attività di interesse generale, anche svolte in convenzione con enti pubblici;",
            "proventi delle attività diverse e delle attività di raccolta fondi;",
            "rendite patrimoniali;",
            "quote del cinque per mille e ogni altra entrata ammessa dalla legge.",
          ],
        },
        {
          text: "L'esercizio sociale ha inizio il 1° gennaio e termina il 31 dicembre di ogni anno.",
        },
        {
          text: "Entro quattro mesi dalla chiusura dell'esercizio il Consiglio direttivo sottopone all'approvazione dell'Assemblea il bilancio di esercizio, redatto ai sensi dell'articolo 13 del Codice e formato dallo stato patrimoniale, dal rendiconto gestionale e dalla relazione di missione ovvero, nei casi consentiti dalla legge, dal rendiconto per cassa. Il bilancio approvato è depositato presso il RUNTS entro il 30 giugno di ogni anno.",
        },
        {
          text: "Quando ne ricorrono i presupposti di legge, l'Associazione redige il bilancio sociale ai sensi dell'articolo 14 del Codice e lo pubblica nel proprio sito internet.",
        },
      ],
    },
    {
      title: "Libri sociali",
      clauses: [
        {
          text: "L'Associazione tiene:",
          items: [
            "il libro degli associati, a cura del Consiglio direttivo;",
            "il registro dei volontari che svolgono la loro attività in modo non occasionale, a cura del Consiglio direttivo;",
            "il libro delle adunanze e delle deliberazioni dell'Assemblea, in cui sono trascritti anche i verbali redatti per atto pubblico, a cura del Consiglio direttivo;",
            "il libro delle adunanze e delle deliberazioni del Consiglio direttivo, a cura dello stesso;",
            "il libro delle adunanze e delle deliberazioni dell'Organo di controllo, se nominato, a cura dello stesso.",
          ],
        },
        {
          text: "I libri sociali possono essere tenuti anche in formato elettronico, nel rispetto della normativa vigente. I dati personali in essi contenuti sono trattati in conformità al Regolamento (UE) 2016/679.",
        },
        {
          text: "Gli associati hanno diritto di esaminare i libri sociali facendone richiesta scritta al Consiglio direttivo, che ne consente la consultazione presso la sede entro trenta giorni dalla richiesta; l'associato può estrarne copia a proprie spese.",
        },
      ],
    },
    {
      title: "Scioglimento e devoluzione del patrimonio",
      clauses: [
        {
          text: "Lo scioglimento dell'Associazione è deliberato dall'Assemblea straordinaria con la maggioranza prevista dall'articolo 13, comma 5. L'Assemblea nomina uno o più liquidatori, scelti anche tra i non associati, e ne determina i poteri.",
        },
        {
          text: "In caso di estinzione o di scioglimento, il patrimonio residuo è devoluto, previo parere positivo dell'Ufficio del RUNTS di cui all'articolo 45, comma 1, del Codice e salva diversa destinazione imposta dalla legge, ad altri enti del Terzo settore che perseguano finalità analoghe, individuati dall'Assemblea con la deliberazione di scioglimento, preferibilmente tra le associazioni di promozione sociale che operano in ambito culturale nel medesimo territorio, o, in mancanza, alla Fondazione Italia Sociale, ai sensi dell'articolo 9 del Codice.",
        },
        {
          text: "Gli atti di devoluzione del patrimonio residuo compiuti in assenza o in difformità dal parere sono nulli.",
        },
        {
          text: "In nessun caso il patrimonio residuo può essere distribuito agli associati, ai consiglieri o ad altri componenti degli organi sociali.",
        },
      ],
    },
    {
      title: "Norme finali",
      clauses: [
        {
          text: "Per quanto non previsto dal presente statuto si applicano le disposizioni del Codice e dei relativi provvedimenti di attuazione e, in quanto compatibili, le norme del Codice civile e le altre leggi in materia.",
        },
        {
          text: "Le disposizioni del presente statuto che presuppongono l'iscrizione nel RUNTS si applicano a decorrere dall'iscrizione dell'Associazione nel RUNTS stesso.",
        },
        {
          text: "Il Consiglio direttivo può adottare regolamenti per l'attuazione del presente statuto, che non possono essere in contrasto con esso e sono portati a conoscenza degli associati mediante pubblicazione nel sito internet dell'Associazione. Il regolamento dei lavori assembleari è approvato dall'Assemblea.",
        },
        {
          text: `Il presente statuto è stato approvato dall'assemblea costitutiva del ${d.constitutiveAssemblyDate} ed entra in vigore dalla data della sua approvazione.`,
        },
      ],
    },
  ],
};
