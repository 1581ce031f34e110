import { association } from "./association";
import type { LegalDocument } from "./types";

const a = association("it");

export const privacyIt: LegalDocument = {
  lang: "it",
  title: "Informativa privacy",
  lead: "Come l'Associazione tratta i dati personali di chi usa il sito, si registra, chiede la tessera, acquista biglietti, firma la petizione o ci scrive.",
  updated: "2026-11-28",
  sections: [
    {
      id: "titolare",
      heading: "Titolare del trattamento",
      body: [
        `Titolare del trattamento è ${a.name}, associazione di promozione sociale iscritta al Registro unico nazionale del Terzo settore (${a.runts}), con sede legale in ${a.registeredOffice}, codice fiscale ${a.taxCode}. Contatti: ${a.email}, PEC ${a.pec}.`,
        `Responsabile della protezione dei dati: ${a.dpo}.`,
        "Questa informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 («GDPR») e del D.Lgs. 196/2003 («Codice privacy»), come modificato dal D.Lgs. 101/2018.",
      ],
    },
    {
      id: "dati",
      heading: "Quali dati trattiamo",
      body: [
        {
          list: [
            "Account: nome, cognome, indirizzo e-mail e password (conservata solo in forma cifrata irreversibile).",
            "Tessera associativa: nome, cognome, indirizzo, data, comune e stato di nascita, cittadinanza, codice fiscale o numero di documento per chi è cittadino straniero, e-mail, categoria e tipo di tessera, consensi dati, data di validazione e di scadenza.",
            "Biglietti: evento, tipo e prezzo del biglietto, stato del pagamento, data di acquisto, ingresso registrato. Se paghi online i dati della carta sono raccolti direttamente da Stripe: noi non li riceviamo.",
            "Petizione: nome, cognome, e-mail e data di conferma della firma.",
            "Contributi e messaggi: nome, e-mail, tipo di contributo e testo che ci invii.",
            "Dati tecnici: indirizzo IP, data e ora delle richieste, dati del browser, registrati nei log del server per la sicurezza del servizio.",
          ],
        },
      ],
    },
    {
      id: "finalita",
      heading: "Finalità e basi giuridiche",
      body: [
        {
          table: [
            ["Finalità", "Base giuridica (art. 6 GDPR)"],
            [
              "Creare e gestire l'account, inviare le e-mail di attivazione e recupero password",
              "Esecuzione di un contratto (lett. b)",
            ],
            [
              "Gestire la domanda di adesione, il libro soci e la tessera",
              "Esecuzione del rapporto associativo (lett. b) e obblighi di legge, anche del D.Lgs. 117/2017 (lett. c)",
            ],
            [
              "Vendere biglietti, registrare gli ingressi, adempiere agli obblighi fiscali e contabili",
              "Esecuzione di un contratto (lett. b) e obblighi di legge (lett. c)",
            ],
            [
              "Raccogliere e contare le firme della petizione",
              "Consenso (lett. a), revocabile in qualsiasi momento",
            ],
            ["Rispondere ai contributi e ai messaggi", "Misure richieste dall'interessato (lett. b)"],
            [
              "Proteggere il sito da abusi e accessi non autorizzati",
              "Legittimo interesse dell'Associazione (lett. f)",
            ],
            ["Mostrare mappe e diretta radio di terze parti", "Consenso (art. 122 Codice privacy)"],
          ],
        },
        "Non prendiamo decisioni basate unicamente su trattamenti automatizzati e non facciamo profilazione.",
      ],
    },
    {
      id: "conferimento",
      heading: "Obbligo di fornire i dati",
      body: [
        "I dati indicati come obbligatori nei moduli sono necessari per il servizio richiesto: senza di essi non possiamo creare l'account, rilasciare la tessera, emettere il biglietto o registrare la firma. Gli altri dati sono facoltativi.",
      ],
    },
    {
      id: "destinatari",
      heading: "A chi comunichiamo i dati",
      body: [
        "I dati sono trattati dal personale e dai volontari dell'Associazione autorizzati e istruiti. Li comunichiamo solo a:",
        {
          list: [
            "fornitori che ci aiutano a gestire il sito (hosting, invio delle e-mail, archiviazione), nominati responsabili del trattamento (art. 28 GDPR);",
            "Stripe Payments Europe Ltd., per i pagamenti online, che opera come titolare autonomo;",
            "consulenti fiscali e autorità pubbliche, quando lo impone la legge.",
          ],
        },
        "All'interno dell'Associazione ciascuno vede solo ciò che serve al suo compito. Il personale alla porta vede nome e cognome del socio, il codice della tessera e il numero nel libro soci, lo stato della tessera e la sua validità. Dati di nascita, codice fiscale, numero del documento d'identità, indirizzo e contatti sono visibili solo al personale che gestisce il libro soci, e solo quando li apre: ogni consultazione è registrata nella cronologia della tessera, con chi e quando, e ogni esportazione del libro soci è registrata anch'essa.",
        "Non vendiamo i dati e non li usiamo per pubblicità. Se un fornitore trasferisce dati fuori dallo Spazio economico europeo, il trasferimento avviene sulla base di una decisione di adeguatezza o delle clausole contrattuali tipo della Commissione europea.",
      ],
    },
    {
      id: "conservazione",
      heading: "Per quanto tempo conserviamo i dati",
      body: [
        {
          list: [
            "Account: fino a quando lo cancelli dalla pagina «Gestisci account»; le tessere mai utilizzate vengono cancellate entro 30 giorni dalla cancellazione dell'account.",
            "Libro soci, tessere, biglietti e pagamenti: per il tempo richiesto dagli obblighi civilistici e fiscali, di norma dieci anni (art. 2220 c.c.).",
            "Firme della petizione: fino alla consegna della petizione e comunque non oltre due anni; le firme non confermate dopo 30 giorni.",
            "Contributi e messaggi: 24 mesi dall'ultimo contatto.",
            "Log tecnici: al massimo 6 mesi, salvo necessità di accertare un abuso.",
          ],
        },
      ],
    },
    {
      id: "dispositivo",
      heading: "Dati conservati sul tuo dispositivo",
      body: [
        "Quando, dopo aver effettuato l'accesso, apri la pagina della tua tessera o di un tuo biglietto, il sito ne conserva una copia sul tuo dispositivo, così puoi mostrarli alla porta anche senza connessione, dal browser o dall'app installata.",
        {
          list: [
            "Che cosa: della tessera nome, cognome, codice, tipo, categoria, stato, date della richiesta e di validità e il codice QR; di ogni biglietto l'evento e la sua data, l'intestatario, il tipo, il prezzo, la data di acquisto, il numero d'ordine e il codice QR. Solo tessere e biglietti che aprono la porta (validi, in attesa di convalida o da pagare alla porta); nessun altro dato della tessera (indirizzo, nascita, codice fiscale) e nessun dato del personale.",
            "Dove: nella memoria del browser per i siti (Cache Storage), in uno spazio che porta l'identificativo del tuo account, letto solo dal service worker del sito sul tuo dispositivo. Non viene mai inviata a noi né a terzi.",
            "Per quanto tempo: finché resti connesso al tuo account. La copia viene cancellata quando esci, quando elimini l'account, quando sullo stesso browser accede un'altra persona e quando il sito non trova più il tuo accesso; la tessera non viene più mostrata dopo la scadenza, il biglietto dopo la fine dell'evento.",
          ],
        },
        "Chi usa lo stesso browser mentre sei connesso può vederla, come vedrebbe la pagina stessa. Puoi cancellarla in qualsiasi momento uscendo dall'account o cancellando i dati del sito dalle impostazioni del browser. È una memorizzazione tecnica necessaria al servizio che chiedi (art. 122 del Codice privacy) e non richiede consenso.",
      ],
    },
    {
      id: "diritti",
      heading: "I tuoi diritti",
      body: [
        `Puoi chiedere l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15–22 GDPR). Se il trattamento si basa sul consenso puoi revocarlo in ogni momento. Scrivi a ${a.email}: ti rispondiamo entro un mese.`,
        "Se ritieni che il trattamento violi la normativa puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) o all'autorità del paese in cui vivi o lavori.",
      ],
    },
    {
      id: "minori",
      heading: "Minori",
      body: [
        "Chi ha meno di 14 anni può registrarsi o chiedere la tessera solo tramite chi esercita la responsabilità genitoriale (art. 2-quinquies Codice privacy).",
      ],
    },
    {
      id: "sicurezza",
      heading: "Sicurezza e cookie",
      body: [
        "Il sito usa connessioni cifrate, password conservate con algoritmi di hash robusti e sessioni revocabili. Cookie e strumenti simili sono descritti nella [cookie policy](/cookies).",
      ],
    },
    {
      id: "modifiche",
      heading: "Modifiche",
      body: [
        "Possiamo aggiornare questa informativa; la data dell'ultimo aggiornamento è indicata in cima alla pagina. Se le modifiche sono sostanziali te lo comunichiamo via e-mail.",
      ],
    },
  ],
};
