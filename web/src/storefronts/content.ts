/**
 * Marketing copy of the storefront shells, kept apart from layout so a sentence can change without reading JSX.
 * Facts from product-spec.md §1 and §9.
 */
import type { VendorCode } from '../../../contracts/vendors.ts';

export interface StorefrontContent {
  /** Short brand line beside the logo and in the footer. */
  brand: string;
  /** Footer description (product-spec.md §2 "Logo plus short company description"). */
  footerDescription: string;
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  /** Key figures shown under the hero. */
  facts: { value: string; label: string }[];
  /** Indexes into the configured productionSites shown under 'Production Facility' (two factories). */
  productionSiteIndexes: [number, number];
  /** Logo image in web/public and its text alternative. */
  logo: { src: string; alt: string; width: number; height: number };
  /** Text-logo image (white, for the dark footer) shown under the logo on small screens (product-spec.md §2). */
  wordmark: { src: string; alt: string; width: number; height: number };
  /**
   * The picture link previews of the storefront's pages show (Open Graph / Twitter card): a blob in the
   * storefront's media container (content/{storefront}/media.ts), named here so the page head needs no media list.
   */
  shareImage: { container: string; path: string };
}

export const storefrontContent: Record<VendorCode, StorefrontContent> = {
  in: {
    brand: 'Radhe Polymer Insulators',
    footerDescription:
      'Composite (SRC) insulators, polymer surge arresters and switchgear for transmission and distribution utilities, made in Vadodara, India, since 1992.',
    hero: {
      eyebrow: 'Composite insulators · Surge arresters · Switchgear',
      title: 'Composite insulators for lines from 11 kV to 765 kV',
      lead:
        'Long rod insulators for 66-765KV; disc, pin and post insulators for 11-33KV; switchgear and lightning arresters up to 220KV. ISO certified, incorporated in 1992 and, since 2023, with a US entity serving customers in North America.',
      cta: 'View Products',
    },
    facts: [
      { value: '66-765 kV', label: 'Long rod insulators' },
      { value: '11-33 kV', label: 'Disc, pin & post insulators' },
      { value: 'up to 220 kV', label: 'Switchgear & lightning arresters' },
      { value: '1992', label: 'Incorporated' },
    ],
    productionSiteIndexes: [0, 1],
    logo: { src: '/radhe-logo.svg', alt: 'Radhe', width: 148, height: 36 },
    wordmark: { src: '/radhe-wordmark.svg', alt: 'Radhe Polymer Insulators', width: 220, height: 28 },
    shareImage: { container: 'in-images', path: 'banners/banner-1.webp' },
  },
  fd: {
    brand: 'Therm Expansion Joints',
    footerDescription:
      'Metallic and fabric expansion joints, bellows, dampers and flexible metallic hoses for steel, cement, power, oil & gas and process plants in more than 60 countries.',
    hero: {
      eyebrow: 'Expansion joints · Bellows · Dampers · Metal hoses',
      title: 'Expansion joints engineered for heat, pressure and movement',
      lead:
        'Metallic and fabric expansion joints, bellows, dampers and flexible metallic hoses designed to EJMA and ASME B31.3 and built in a 400,000+ sq ft facility in Vadodara, India.',
      cta: 'View Products',
    },
    facts: [
      { value: '33+', label: 'Years of experience' },
      { value: '60+', label: 'Countries served' },
      { value: '400,000+', label: 'sq ft facility' },
      { value: '1.50+ million', label: 'Products delivered' },
    ],
    productionSiteIndexes: [2, 3],
    logo: { src: '/therm-logo.svg', alt: 'Therm', width: 136, height: 36 },
    wordmark: { src: '/therm-wordmark.svg', alt: 'Therm Expansion Joints', width: 230, height: 28 },
    shareImage: { container: 'fd-images', path: 'home/hero.webp' },
  },
};
