/** Facts about the centre shown across the site. Replace the social addresses with the centre's own. */
export const SITE = {
  exhibitUrl: "https://artsandculture.google.com/",
  social: [
    { name: "Instagram", url: "https://www.instagram.com/" },
    { name: "Facebook", url: "https://www.facebook.com/" },
    { name: "YouTube", url: "https://www.youtube.com/" },
  ],
  statutes: { it: "/docs/statuto-agora-aps.pdf", en: "/docs/statute-agora-aps-en.pdf" },
} as const;
