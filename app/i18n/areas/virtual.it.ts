/** Italian strings of the virtual area (merged into it.ts under `virtual`). */
export const virtualIt = {
  sceneLabel: "Vista 3D del tempio virtuale",
  loading: "Caricamento della vista 3D…",
  help: "Trascina per ruotare e usa la rotella o due dita per lo zoom. Con la tastiera seleziona la vista, poi usa le frecce per ruotare e i tasti + e − per avvicinarti o allontanarti; oppure usa i pulsanti qui sotto.",
  controls: "Comandi della vista",
  rotateLeft: "Ruota a sinistra",
  rotateRight: "Ruota a destra",
  zoomIn: "Avvicina",
  zoomOut: "Allontana",
  fallbackTitle: "La vista 3D non è disponibile",
  fallbackText:
    "Questo browser o dispositivo non supporta WebGL, che serve per la vista 3D. Qui sotto trovi la descrizione del tempio.",
  descriptionTitle: "Com'è fatto il tempio",
  description:
    "Il tempio virtuale è la casa immaginaria del centro: un tempio classico su tre gradini di pietra chiara, circondato da un prato. Ventiquattro colonne bianche, sei sui lati corti e otto sui lati lunghi, reggono una trabeazione di pietra e un tetto a due falde color terracotta, con un frontone triangolare su ciascuna facciata.",
  exhibits:
    "Dentro il colonnato sono esposti cinque pannelli colorati, alternati a destra e a sinistra lungo la navata: rosso porpora, arancio, verde, blu e viola, i colori degli eventi del centro.",
} as const;
