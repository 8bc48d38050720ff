/** Clientele page copy — product-spec.md §2 "/in/clientele" (the groups themselves are in clients.ts). */

export const clientelePage = {
  title: 'Our Clientele',
  eyebrow: 'Utilities · EPC contractors · Renewables',
  lead: 'Power utilities, EPC contractors and renewable energy developers rely on our insulators on their lines in India and abroad.',
  mapTitle: 'Our global presence',
  mapLead: 'Our insulators are installed on transmission and distribution networks across Asia, Africa, the Middle East, Europe and the Americas.',
} as const;
