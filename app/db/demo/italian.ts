/** Realistic Italian personal data for factories. Emails use a reserved demo domain. */

export const DEMO_EMAIL_DOMAIN = "demo.agora.localhost";

export const FEMALE_NAMES = [
  "Giulia",
  "Chiara",
  "Francesca",
  "Sara",
  "Martina",
  "Elena",
  "Valentina",
  "Alessia",
  "Federica",
  "Silvia",
  "Marta",
  "Irene",
] as const;

export const MALE_NAMES = [
  "Marco",
  "Luca",
  "Alessandro",
  "Davide",
  "Matteo",
  "Lorenzo",
  "Andrea",
  "Simone",
  "Giorgio",
  "Riccardo",
  "Tommaso",
  "Pietro",
] as const;

export const LAST_NAMES = [
  "Rossi",
  "Bianchi",
  "Esposito",
  "Romano",
  "Ricci",
  "Colombo",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
] as const;

/** Municipalities with their cadastral (Belfiore) codes, used in fiscal codes. */
export const ITALIAN_CITIES = [
  { name: "Roma", code: "H501" },
  { name: "Milano", code: "F205" },
  { name: "Napoli", code: "F839" },
  { name: "Torino", code: "L219" },
  { name: "Bologna", code: "A944" },
  { name: "Firenze", code: "D612" },
  { name: "Palermo", code: "G273" },
  { name: "Bari", code: "A662" },
  { name: "Genova", code: "D969" },
  { name: "Venezia", code: "L736" },
  { name: "Verona", code: "L781" },
  { name: "Padova", code: "G224" },
  { name: "Lecce", code: "E506" },
  { name: "Perugia", code: "G478" },
  { name: "Cagliari", code: "B354" },
  { name: "Trieste", code: "L424" },
] as const;

/** Foreign countries with their fiscal-code Z-codes and a city of birth. */
export const FOREIGN_BIRTHPLACES = [
  { country: "Francia", city: "Lione", code: "Z110" },
  { country: "Germania", city: "Colonia", code: "Z112" },
  { country: "Spagna", city: "Valencia", code: "Z131" },
  { country: "Romania", city: "Cluj-Napoca", code: "Z129" },
  { country: "Albania", city: "Durazzo", code: "Z100" },
  { country: "Marocco", city: "Fès", code: "Z330" },
  { country: "Senegal", city: "Dakar", code: "Z343" },
  { country: "Argentina", city: "Rosario", code: "Z600" },
] as const;

export const STREETS = [
  "Via dei Tigli",
  "Via Giuseppe Garibaldi",
  "Corso Vittorio Emanuele II",
  "Via della Repubblica",
  "Piazza del Mercato",
  "Via Roma",
  "Viale dei Mille",
  "Via Antonio Gramsci",
  "Via delle Fornaci",
  "Via Santa Chiara",
] as const;

/** "De Luca" → "deluca", "Fès" → "fes": the local part of a demo e-mail address. */
export function emailLocalPart(...names: string[]): string {
  return names
    .map((n) =>
      n
        .normalize("NFD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase(),
    )
    .join(".");
}
