/** Copy of /fd/about-us (product-spec.md §1 company facts, §9 figures). */

export interface Milestone {
  label: string;
  text: string;
}

export const thermAbout = {
  eyebrow: 'About us',
  title: 'About Therm Expansion Joints',
  lead: 'We design, make and test expansion joints, bellows, dampers and flexible metallic hoses for process plants in more than 60 countries.',
  storyTitle: 'Who we are',
  story: [
    'Piping and ductwork grow when they heat up, shake when fans and pumps run, and settle as foundations age. An expansion joint lets them move without overstressing nozzles, anchors and equipment. Making that joint well — the right bellows, in the right material, with the right restraints — is all we have done for more than 33 years.',
    'Our engineers calculate each bellows to the Expansion Joint Manufacturers Association (EJMA) standards and check the piping to ASME B31.3, then our two production units in Vadodara cut, roll, form, weld and test it. We supply circular joints from 50 NB to 8000 NB, rectangular metallic and fabric joints for large ducts, dampers and flexible metallic hoses.',
    'Our customers are steel, cement, oil and gas, petrochemical, power, environmental and public utility plants, and the EPC contractors who build them. More than 1.50 million products are in service with them.',
  ],
  whatTitle: 'What we make',
  what: [
    { label: 'Metallic expansion joints', text: 'Axial, lateral, universal, hinged, gimbal and pressure-balanced joints, circular and rectangular.' },
    { label: 'Fabric expansion joints', text: 'Belt-type and composite multi-layer joints for hot, dusty and corrosive gas ducts.' },
    { label: 'Bellows', text: 'Single and multi-ply formed bellows, toroidal bellows for high pressure and rectangular bellows.' },
    { label: 'Dampers', text: 'Butterfly, multi-blade louvre and guillotine dampers for control and isolation.' },
    { label: 'Flexible metallic hoses', text: 'Braided corrugated, interlocked and jacketed hoses in stainless steel.' },
  ] satisfies Milestone[],
  valuesTitle: 'How we work',
  values: [
    { label: 'Engineering first', text: 'Every order starts with a design calculation and a drawing you approve; nothing is cut before that.' },
    { label: 'Traceable materials', text: 'Plates and strips come with mill certificates; each bellows carries a heat number back to them.' },
    { label: 'Open testing', text: 'Tests are done in our own bay and can be witnessed by you or a third-party inspector.' },
    { label: 'Safe, clean shops', text: 'Environment and occupational health and safety are managed to ISO 14001:2015 and ISO 45001:2018.' },
  ] satisfies Milestone[],
} as const;
