/**
 * Copy of the /fd home page (product-spec.md §2 "therm storefront"): about, 'why choose us' (5 cards), the
 * statistics heading (the figures themselves are the shared facts of storefronts/content.ts, §9), product
 * categories, industries and clients.
 */

export interface WhyCard {
  title: string;
  text: string;
}

export const thermHome = {
  heroEyebrow: 'Expansion joints · Bellows · Dampers · Metal hoses',
  heroTitle: 'Expansion joints engineered for heat, pressure and movement',
  heroLead:
    'Metallic and fabric expansion joints, bellows, dampers and flexible metallic hoses, designed to EJMA and ASME B31.3 and built in Vadodara, India, for plants in more than 60 countries.',
  heroCta: 'View Products',
  heroSecondaryCta: 'Send an enquiry',

  aboutEyebrow: 'About us',
  aboutTitle: 'Three decades of making pipes and ducts move safely',
  aboutParagraphs: [
    'For more than 33 years we have designed and built expansion joints that take up thermal growth, vibration and misalignment in piping and ductwork — from a 50 NB hose connector to circular joints of 8000 NB and rectangular ducts several metres across.',
    'Every bellows is calculated to EJMA and ASME B31.3, formed and welded in our own shops and tested before dispatch: hydrostatic or pneumatic pressure, spring rate, radiography, dye penetrant and helium leak testing as the service demands.',
  ],
  aboutCta: 'More about us',

  whyEyebrow: 'Why choose us',
  whyTitle: 'What you get with every joint',
  whyCards: [
    {
      title: 'Designed to code',
      text: 'Bellows calculated to EJMA, piping loads checked to ASME B31.3, with design sheets and drawings for your approval before we cut steel.',
    },
    {
      title: 'Made under one roof',
      text: 'Plate cutting, rolling, bellows forming, automatic welding and assembly in our own two units — no outsourced critical step.',
    },
    {
      title: 'Tested before dispatch',
      text: 'Hydrostatic, pneumatic, spring rate, radiography, dye penetrant and helium leak tests, witnessed by you or your inspector on request.',
    },
    {
      title: 'Materials for the service',
      text: 'Stainless steels, Inconel, Incoloy and Hastelloy bellows, PTFE-laminated fabrics and refractory liners chosen for your medium and temperature.',
    },
    {
      title: 'Certified and approved',
      text: 'ISO 9001:2015, ISO 14001:2015 and ISO 45001:2018 certified, with state approval for metallic expansion bellows.',
    },
  ] satisfies WhyCard[],

  statsTitle: 'Our numbers',

  productsEyebrow: 'Products',
  productsTitle: 'Product categories',
  productsLead: 'Choose a category to see the joints, bellows, dampers and hoses we make, with their sizes and ratings.',
  productsError: 'The product categories could not be loaded. Please try again later.',
  productsCta: 'All products',

  industriesEyebrow: 'Industries',
  industriesTitle: 'Where our joints work',
  industriesLead: 'Pick an industry to see what our products do there.',
  industriesCta: 'All applications',

  clientsEyebrow: 'Clients',
  clientsTitle: 'Trusted by plants worldwide',
} as const;
