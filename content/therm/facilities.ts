/**
 * Copy of /fd/manufacturing-facilities: the site description with the facility figures, and the UNIT-1 vs
 * UNIT-2 table (product-spec.md §2 rows, §9 values).
 */

export interface FacilityFigure {
  value: string;
  label: string;
}

/**
 * One table row. `unit1`/`unit2` are the two units' values; a row with `both` states one value §9 gives for the
 * works as a whole (shown across both columns).
 */
export type UnitRow = { capability: string } & ({ unit1: string; unit2: string } | { both: string });

export const thermFacilities = {
  eyebrow: 'Manufacturing facilities',
  title: 'Manufacturing Facilities',
  lead: 'Two production units in Vadodara, India, where we cut, roll, form, weld and test expansion joints from 50 NB upward.',
  siteTitle: 'Our site',
  site: [
    'The works stand on 4,00,000 sq ft of land. A 70,000 sq ft fabrication shed holds the plate shop, the bellows forming line, the welding bays and the test bay under overhead cranes, and a 5,000 sq ft office houses design, planning and quality.',
    'Together the two units make more than 2,500 Mt of expansion joints and bellows a year, from 50 NB upward: compact hose assemblies on one side, circular joints up to 8000 NB and large rectangular duct joints on the other.',
  ],
  figures: [
    { value: '4,00,000 sq ft', label: 'Land' },
    { value: '70,000 sq ft', label: 'Shed' },
    { value: '5,000 sq ft', label: 'Office' },
    { value: '2,500+ Mt', label: 'Capacity per year' },
    { value: '50 NB', label: 'Expansion joints from, upward' },
  ] satisfies FacilityFigure[],
  tableTitle: 'UNIT-1 and UNIT-2 compared',
  tableCaption: 'Capabilities of our two production units',
  unitHeaders: ['UNIT-1', 'UNIT-2'] as const,
  capabilityHeader: 'Capability',
  units: [
    { capability: 'Area', both: '4,00,000 sq ft land · 70,000 sq ft shed · 5,000 sq ft office' },
    { capability: 'Crane capacity', unit1: '5/2 tons', unit2: '2 to 30 T' },
    { capability: 'Capacity', both: 'Circular 50 NB to 8000 NB · 2,500+ Mt per year' },
    { capability: 'CNC cutting', both: 'Up to 120 mm' },
    { capability: 'Plasma cutting', both: 'Up to 150 mm' },
    { capability: 'Plate rolling', unit1: '1250 x 25 mm', unit2: '1500 x 30 mm' },
    { capability: 'Automatic welding', both: 'Longitudinal bellows seams and circumferential joints' },
    { capability: 'Bending', both: '4000 mm x 16 mm, 500T' },
    { capability: 'Hydraulic press', unit1: '150 T', unit2: '100/150 T' },
    { capability: 'Shearing', unit1: '3 mm', unit2: '6 mm' },
  ] satisfies UnitRow[],
  shopTitle: 'On the shop floor',
  shop: [
    { value: 'Cutting', label: 'CNC oxy-fuel cutting up to 120 mm and plasma cutting up to 150 mm for flanges, pipes and duct frames.' },
    { value: 'Rolling and bending', label: 'Plate rolling up to 1500 x 30 mm and a 500 T press brake bending 4000 mm x 16 mm.' },
    { value: 'Bellows forming', label: 'Hydraulic presses of 100 to 150 T form single and multi-ply convolutions from thin stainless and nickel-alloy strip.' },
    { value: 'Welding', label: 'Automatic welding of the thin longitudinal bellows seams and of the circumferential bellows-to-pipe joints.' },
  ] satisfies FacilityFigure[],
} as const;
