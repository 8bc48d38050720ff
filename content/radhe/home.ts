/**
 * Home page copy of the radhe storefront — product-spec.md §2 "/in": banners, client strip, product section,
 * facilities block, four quality-assurance cards, testing-lab recognitions, contact. Facts from §1 and §9.
 */
import type { StorefrontPageSlug } from '../pages.ts';

/** Where a banner's button goes: the products page or one of the marketing pages. */
export type BannerTarget = { kind: 'products' } | { kind: 'page'; slug: StorefrontPageSlug };

/** One banner's overlay text (the image comes from radheImages.banners / mobileBanners, same index). */
export interface BannerCopy {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  target: BannerTarget;
}

/** Icon names the page maps to MUI icons. */
export type QaIcon = 'inventory' | 'precision' | 'fact-check' | 'workspace-premium';

export const banners: BannerCopy[] = [
  {
    eyebrow: 'Composite long rod insulators',
    title: 'Insulators for lines from 66 kV to 765 kV',
    text: 'Silicone rubber (SRC) long rod insulators for transmission lines, light to lift and built for polluted and coastal routes.',
    cta: 'View Products',
    target: { kind: 'products' },
  },
  {
    eyebrow: 'Made in Vadodara, India',
    title: 'Manufacturing insulators since 1992',
    text: 'ISO certified works with in-house moulding, crimping and testing for disc, pin and post insulators from 11-33KV.',
    cta: 'Our Facilities',
    target: { kind: 'page', slug: 'facilities' },
  },
  {
    eyebrow: 'Type tested in Europe and India',
    title: 'Tested for decades on the line',
    text: '5000 hrs accelerated ageing, power arc and mechanical load tests on SRC insulators up to 765 kV.',
    cta: 'Testing & Quality',
    target: { kind: 'page', slug: 'testing-quality' },
  },
];

export const homePage = {
  clientsTitle: 'Trusted by utilities, EPC contractors and renewable developers',
  productsEyebrow: 'Our products',
  productsTitle: 'Insulators, arresters and switchgear',
  productsLead:
    'Long rod insulators for 66-765KV; disc, pin and post insulators for 11-33KV; switchgear and lightning arresters up to 220KV.',
  productsCta: 'All Products',
  productsError: 'The product categories could not be loaded right now.',
  facilitiesEyebrow: 'Facilities',
  facilitiesTitle: 'One roof from compound to crate',
  facilitiesText:
    'Moulding, crimping, routine testing and dispatch happen in our own ISO certified works in Vadodara, so we control quality and lead time for every order.',
  facilitiesFacts: [
    { value: '11-765 kV', label: 'Insulators made in-house' },
    { value: '100%', label: 'Long rods routine load tested' },
    { value: 'ISO', label: 'Certified processes' },
  ],
  facilitiesCta: 'Explore Facilities',
  qaEyebrow: 'Quality assurance',
  qaTitle: 'Quality built in at every stage',
  testingEyebrow: 'Recognitions',
  testingTitle: 'Testing lab recognitions',
  testingLead: 'SRC insulators up to 765 kV, type tested at independent laboratories.',
  testingCta: 'Testing & Quality',
  contactEyebrow: 'Contact',
  contactTitle: 'Contact Information',
  contactLead: 'Talk to our sales engineers about ratings, drawings, test reports and delivery.',
} as const;

/** The four quality-assurance cards. */
export const qaCards: { icon: QaIcon; title: string; text: string }[] = [
  { icon: 'inventory', title: 'Raw material inspection', text: 'FRP rods, silicone compound and forged fittings are checked and traced batch by batch before use.' },
  { icon: 'precision', title: 'In-process control', text: 'Moulding temperature, crimping pressure and shed dimensions are monitored and recorded on every lot.' },
  { icon: 'fact-check', title: 'Routine testing', text: 'Every long rod insulator passes a routine mechanical load test and visual inspection before packing.' },
  { icon: 'workspace-premium', title: 'Type & acceptance tests', text: 'Type tests at independent laboratories; acceptance tests witnessed by customers on request.' },
];
