import { now as clockNow } from "../../domain/clock.server";
import type { NewHomeAnnouncement, NewHomeContent } from "../schema";
import { DAY_MS } from "./random";

/** The home page paragraph in Italian and English (spec §1 describes the centre in these words). */
export function buildHomeContent(now: Date = clockNow()): NewHomeContent {
  return {
    id: 1,
    paragraphIt:
      "Agorà è un luogo di condivisione, solidarietà, sperimentazione e ricerca artistica. Nelle nostre sale trovi concerti, teatro, mostre, laboratori e mercati, organizzati da volontari e soci. Passa a trovarci: la segreteria è aperta dal lunedì al venerdì, dalle 10:30 alle 18:30.",
    paragraphEn:
      "Agorà is a place of sharing, solidarity, experimentation and artistic research. Our rooms host concerts, theatre, exhibitions, workshops and markets, run by volunteers and members. Come and visit: the front desk is open Monday to Friday, 10:30 to 18:30.",
    updatedAt: now,
  };
}

/** Three announcements for the home page banner, in both languages, ordered by position. */
export function buildHomeAnnouncements(now: Date = clockNow()): NewHomeAnnouncement[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  return [
    {
      position: 0,
      textIt: "Tesseramento aperto: richiedi la tessera online e ritirala in segreteria.",
      textEn: "Membership is open: request your card online and collect it at the front desk.",
      link: "/u/membership",
      activeFrom: days(-20),
      activeUntil: days(70),
      createdAt: days(-20),
      updatedAt: days(-20),
    },
    {
      position: 1,
      textIt: "Firma la petizione in difesa degli spazi culturali indipendenti.",
      textEn: "Sign the petition in defence of independent cultural spaces.",
      link: "/petition",
      activeFrom: days(-10),
      activeUntil: null,
      createdAt: days(-10),
      updatedAt: days(-10),
    },
    {
      position: 2,
      textIt: "La segreteria è aperta dal lunedì al venerdì, dalle 10:30 alle 18:30.",
      textEn: "The front desk is open Monday to Friday, 10:30 to 18:30.",
      link: "/where",
      activeFrom: null,
      activeUntil: null,
      createdAt: days(-45),
      updatedAt: days(-45),
    },
  ];
}
