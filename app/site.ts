/** Facts about the centre shown across the site. Replace the social addresses with the centre's own. */
export const SITE = {
  exhibitUrl: "https://artsandculture.google.com/",
  social: [
    { name: "Instagram", url: "https://www.instagram.com/" },
    { name: "Facebook", url: "https://www.facebook.com/" },
    { name: "YouTube", url: "https://www.youtube.com/" },
  ],
  statutes: { it: "/docs/statuto-agora-aps.pdf", en: "/docs/statute-agora-aps-en.pdf" },
  /**
   * THE CENTRE'S OWN DETAILS — TO FILL IN. Placeholder address, coordinates and directions shown on
   * /where (address, map pin, directions link): replace them with the centre's real ones.
   */
  centre: {
    name: { it: "Agorà — centro culturale polifunzionale", en: "Agorà — multifunctional cultural centre" },
    street: "Via dell'Agorà 1",
    postalCode: "00100",
    city: "Roma",
    province: "RM",
    country: { it: "Italia", en: "Italy" },
    coordinates: { lat: 41.8933, lng: 12.4829 },
    /**
     * Spec §9: "weekdays 10:30 to 18:30, closed weekends", in Rome time. Days are ISO weekdays
     * (1 = Monday … 7 = Sunday). /where, its "open now" badge and the calendar's exhibition bars
     * (which skip the days the centre is closed) all read this.
     */
    opening: { days: [1, 2, 3, 4, 5], from: "10:30", to: "18:30" },
    directions: {
      it: "A piedi dalla fermata della metro più vicina in circa 10 minuti; fermate degli autobus davanti all'ingresso. Parcheggio per biciclette nel cortile.",
      en: "About a 10-minute walk from the nearest underground station; bus stops right by the entrance. Bicycle parking in the courtyard.",
    },
  },
} as const;
