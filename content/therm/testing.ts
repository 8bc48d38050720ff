/**
 * Copy of /fd/testing-facilities: the tests our bay runs on bellows and expansion joints (pressure, spring rate,
 * fatigue life, radiography, dye penetrant, helium leak) and what each one proves.
 */

export interface TestEntry {
  name: string;
  /** What the test is. */
  what: string;
  /** What it proves or finds. */
  why: string;
}

export const thermTesting = {
  eyebrow: 'Testing facilities',
  title: 'Testing Facilities',
  lead: 'Every expansion joint is tested in our own bay before it leaves the works. You or your inspector are welcome to witness any test.',
  testsTitle: 'Tests we run',
  tests: [
    {
      name: 'Hydrostatic test',
      what: 'The joint is blanked off, filled with water and held at 1.5 times the design pressure.',
      why: 'Proves the pressure boundary and shows any leak or permanent deformation of the convolutions.',
    },
    {
      name: 'Pneumatic test',
      what: 'Air or nitrogen pressure, usually 1.1 times design, for joints that must stay dry or whose supports cannot carry water.',
      why: 'Proves tightness where hydrostatic testing is not allowed, with soap-bubble checks on every weld.',
    },
    {
      name: 'Spring rate test',
      what: 'The bellows is moved in steps on a press while a load cell records the force at each step.',
      why: 'Confirms the axial stiffness used in the piping stress analysis, so nozzle and anchor loads stay as calculated.',
    },
    {
      name: 'Fatigue life test',
      what: 'A sample bellows is cycled through its rated movement under pressure until it fails.',
      why: 'Checks the design against the EJMA fatigue curve and shows the margin over the specified number of cycles.',
    },
    {
      name: 'Radiography',
      what: 'X-ray films of longitudinal bellows seams and butt welds of pipes and flanges.',
      why: 'Finds porosity, lack of fusion and cracks inside welds that no surface test can see.',
    },
    {
      name: 'Dye penetrant test',
      what: 'A red penetrant is drawn into surface flaws and shown up by a white developer.',
      why: 'Finds surface cracks in the thin bellows seams and in the attachment welds after forming.',
    },
    {
      name: 'Helium leak test',
      what: 'The joint is filled with helium and sniffed, or evacuated and sprayed, with a mass-spectrometer leak detector.',
      why: 'Finds leaks far smaller than a bubble test can, for vacuum, toxic and hydrogen service.',
    },
  ] satisfies TestEntry[],
  rigTitle: 'The test bay',
  rig: [
    'Joints up to the largest diameters we make are tested on blind-flanged fixtures in a guarded pit, with calibrated gauges, chart recorders and a pump able to reach the test pressures of high-pressure bellows.',
    'Movement and spring rate fixtures compress, extend and offset a bellows while dial gauges and a load cell record position and force. Radiography is done in a shielded enclosure, and the helium detector is kept on its own bench away from the welding bays.',
  ],
  recordsTitle: 'Test records',
  records:
    'Each test is recorded on a numbered report signed by our quality engineer and, where witnessed, by the inspector. The reports go with the joint, together with the material certificates and the design calculation.',
} as const;
