/**
 * Testing and quality copy of the radhe storefront — product-spec.md §2 "/in/testing-quality": the labs and
 * tests for SRC insulators up to 765 kV (four entries), also shown as "Testing-lab recognitions" on the home page.
 * Laboratories are described, not named: no third-party trademark is used.
 */

/** One recognition: the test and where it was done. */
export interface TestingEntry {
  test: string;
  lab: string;
  detail: string;
}

export const testingPage = {
  title: 'Testing & Quality',
  eyebrow: 'Type tested · Routine tested · ISO certified',
  lead:
    'Our silicone rubber composite (SRC) insulators up to 765 kV have been type tested at independent laboratories in Europe and India, and every insulator leaving the works passes routine tests.',
  listTitle: 'Type tests of SRC insulators up to 765 kV',
  qualityTitle: 'Quality at every step',
  quality: [
    'Incoming inspection of FRP rods, silicone compound and forged end fittings, with batch traceability.',
    'In-process checks of crimping pressure, shed profile and creepage distance on every lot.',
    'Routine mechanical load test on 100% of long rod insulators before dispatch.',
    'Sample and acceptance tests witnessed by utilities and third-party inspectors on request.',
  ],
} as const;

/** The four testing entries of product-spec.md §2, in the spec's order. */
export const testingEntries: TestingEntry[] = [
  {
    test: '5000 hrs accelerated ageing',
    lab: 'Independent high-voltage laboratory, the Netherlands',
    detail: 'Multi-stress ageing with salt fog, UV, rain and humidity cycles under voltage for 5,000 hours.',
  },
  {
    test: 'Power arc test',
    lab: 'High-power test laboratory, Czech Republic',
    detail: 'Short-circuit power arc applied to complete insulator sets to verify the fittings and the housing.',
  },
  {
    test: 'Mechanical load test',
    lab: 'Mechanical testing laboratory, Prague',
    detail: 'Specified mechanical load, damage limit and time–load tests on long rod insulators.',
  },
  {
    test: 'All electrical, mechanical and design tests',
    lab: 'National test institutes, India',
    detail: 'Lightning and switching impulse, power-frequency, RIV, tracking and erosion and design tests to IEC 61109 and IS 16683.',
  },
];
