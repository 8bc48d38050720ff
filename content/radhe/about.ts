/**
 * About Us copy of the radhe storefront — product-spec.md §2 "/in/about-us": about text, a vision accordion of
 * five items and edge advantages of six items. Facts from §1 (incorporated 1992, US entity since 2023, made in
 * Vadodara, ISO certified, the voltage ranges).
 */

/** Icon names the page maps to MUI icons (kept out of the copy as plain keys). */
export type AdvantageIcon = 'factory' | 'science' | 'verified' | 'engineering' | 'public' | 'support';

export interface TitledText {
  title: string;
  body: string;
}

export const aboutPage = {
  title: 'About Us',
  breadcrumbCurrent: 'About Us',
  eyebrow: 'Since 1992',
  paragraphs: [
    'Incorporated in 1992, we design and manufacture polymer insulators, surge arresters and switchgear for power transmission and distribution. Everything we sell is made in Vadodara, India, in ISO certified works with our own moulding, crimping and testing.',
    'Our range covers long rod insulators for 66-765KV; disc, pin and post insulators for 11-33KV; and switchgear and lightning arresters up to 220KV. Utilities, EPC contractors and renewable energy developers in India and abroad run our products on their lines.',
    'Since 2023 a US entity, with a contact office in Pennsylvania, serves customers in North America with local quotations, documentation and after-sales support.',
  ],
  facts: [
    { value: '1992', label: 'Incorporated' },
    { value: '66-765 kV', label: 'Long rod insulators' },
    { value: 'up to 220 kV', label: 'Switchgear & arresters' },
    { value: '2023', label: 'US entity' },
  ],
  visionTitle: 'Our Vision',
  advantagesTitle: 'Our Edge',
  advantagesLead: 'Six reasons utilities and contractors keep coming back.',
} as const;

/** The five items of the vision accordion. */
export const visionItems: TitledText[] = [
  { title: 'Reliable networks', body: 'To make every line we equip more reliable, with insulators that keep their hydrophobicity and strength through decades of pollution, heat and storms.' },
  { title: 'Quality without compromise', body: 'To test what we promise: type tests at independent laboratories and routine tests on every insulator before it leaves the works.' },
  { title: 'Made in India for the world', body: 'To grow from Vadodara into a trusted supplier for utilities across Asia, Africa, the Middle East and the Americas.' },
  { title: 'Innovation in materials', body: 'To keep improving silicone compounds, shed profiles and end fittings together with our customers and testing partners.' },
  { title: 'Responsible growth', body: 'To grow safely and sustainably, with care for our people, our suppliers and the environment around our plants.' },
];

/** The six edge advantages. */
export const advantages: (TitledText & { icon: AdvantageIcon })[] = [
  { icon: 'factory', title: 'In-house manufacturing', body: 'Injection moulding, crimping and assembly under one roof in Vadodara, so lead times and quality stay in our hands.' },
  { icon: 'science', title: 'Internationally type tested', body: 'Ageing, power arc and mechanical tests at laboratories in Europe and India for insulators up to 765 kV.' },
  { icon: 'verified', title: 'ISO certified processes', body: 'Documented, audited processes from incoming material to dispatch, with traceability for every lot.' },
  { icon: 'engineering', title: 'Engineering support', body: 'Creepage, mechanical rating and fitting selection worked out with your engineers for each line.' },
  { icon: 'public', title: 'Global reach', body: 'Exports to utilities abroad and, since 2023, a US entity for customers in North America.' },
  { icon: 'support', title: 'Responsive service', body: 'Quick quotations, drawings and test reports, and support on site during erection and commissioning.' },
];
