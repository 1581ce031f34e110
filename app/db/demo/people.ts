import { now as clockNow } from "../../domain/clock.server";
import { ITALY } from "../../domain/memberships/countries";
import { addCalendarDays, romeDate } from "../../lib/rome-time";
import { fiscalCode } from "./fiscal-code";
import {
  DEMO_EMAIL_DOMAIN,
  emailLocalPart,
  FEMALE_NAMES,
  FOREIGN_BIRTHPLACES,
  ITALIAN_CITIES,
  LAST_NAMES,
  MALE_NAMES,
  STREETS,
} from "./italian";
import { createRandom, type FactoryOptions, nextSeed } from "./random";

/** The personal data shared by a user account and the membership form of the same person. */
export interface Person {
  firstName: string;
  lastName: string;
  sex: "F" | "M";
  /** YYYY-MM-DD */
  birthDate: string;
  birthCity: string;
  birthCountry: string;
  citizenship: "italian" | "foreign";
  fiscalCode: string | null;
  foreignIdNumber: string | null;
  address: string;
  email: string;
}

export interface PersonOptions extends FactoryOptions {
  /** Born abroad, without an Italian fiscal code; identified by an ID document instead. */
  foreign?: boolean;
  firstName?: string;
  lastName?: string;
  sex?: "F" | "M";
}

export function buildPerson(options: PersonOptions = {}): Person {
  const seed = options.seed ?? nextSeed();
  const random = createRandom(seed);
  const now = options.now ?? clockNow();
  const sex = options.sex ?? (random.chance(0.5) ? "F" : "M");
  const firstName = options.firstName ?? random.pick(sex === "F" ? FEMALE_NAMES : MALE_NAMES);
  const lastName = options.lastName ?? random.pick(LAST_NAMES);
  const birthDate = addCalendarDays(romeDate(now), -random.int(19 * 365, 70 * 365));
  const address = `${random.pick(STREETS)} ${random.int(1, 120)}, 401${random.int(21, 41)} Bologna`;
  const email = `${emailLocalPart(firstName, lastName)}.${seed}@${DEMO_EMAIL_DOMAIN}`;
  if (options.foreign) {
    const place = random.pick(FOREIGN_BIRTHPLACES);
    return {
      firstName,
      lastName,
      sex,
      birthDate,
      birthCity: place.city,
      // Stored as its code (ADR 061), as the forms store it.
      birthCountry: place.code,
      citizenship: "foreign",
      fiscalCode: null,
      foreignIdNumber: `${random.token(2, "ABCDEFGHJKLMNPRSTUVWXYZ")}${random.int(1_000_000, 9_999_999)}`,
      address,
      email,
    };
  }
  const city = random.pick(ITALIAN_CITIES);
  return {
    firstName,
    lastName,
    sex,
    birthDate,
    birthCity: city.name,
    birthCountry: ITALY,
    citizenship: "italian",
    fiscalCode: fiscalCode({ firstName, lastName, sex, birthDate, placeCode: city.code }),
    foreignIdNumber: null,
    address,
    email,
  };
}
