/**
 * Facilities copy of the radhe storefront — product-spec.md §2 "/in/facilities" (hero, text, five images in a
 * 3-column masonry grid) and the home page's facilities block.
 */

export const facilitiesPage = {
  title: 'Manufacturing Facilities',
  eyebrow: 'Made in Vadodara, India',
  lead:
    'Our ISO certified works in Vadodara bring silicone compounding, injection moulding, crimping and testing under one roof, so every insulator is made and checked by our own people.',
  paragraphs: [
    'Silicone rubber housings are moulded in one piece directly onto the FRP rod by horizontal and vertical injection moulding presses, which gives void-free interfaces and consistent shed profiles from 11 kV pin insulators up to 765 kV long rods.',
    'Forged end fittings are fixed with computer-controlled hydraulic crimping; every crimp is recorded. Each long rod insulator then passes a routine mechanical load test before it is packed in crates for dispatch.',
  ],
  highlightsTitle: 'At a glance',
  highlights: [
    'One-piece injection moulded silicone housings',
    'Computer-controlled crimping with recorded pressure',
    'Routine mechanical load test on every long rod insulator',
    'In-house electrical test bay and material laboratory',
    'Export packing and dispatch from our own yard',
  ],
  galleryTitle: 'Inside the works',
  /** Captions of the five gallery images, in the order of radheImages.facilityGallery. */
  galleryCaptions: ['Injection moulding', 'Hydraulic crimping', 'Routine mechanical testing', 'Finished goods store', 'Dispatch bay'],
} as const;
