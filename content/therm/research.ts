/** Copy of /fd/research (R&D): how we design bellows and what we develop (EJMA, ASME B31.3). */

export interface ResearchArea {
  title: string;
  text: string;
}

export const thermResearch = {
  eyebrow: 'R&D',
  title: 'Research & Development',
  lead: 'Our design office turns pressure, temperature and movement into a bellows that lasts — and tests its own designs to find out where the limits are.',
  designTitle: 'Design to code',
  design: [
    'Every bellows is calculated to the standards of the Expansion Joint Manufacturers Association (EJMA): hoop and meridional stresses from pressure and from movement, column and in-plane squirm pressure, spring rate and the fatigue life expected for the specified cycles.',
    'Joints for process piping are checked against ASME B31.3, the Process Piping code, including its bellows requirements, and the loads they put on nozzles and anchors are passed to your piping stress engineer.',
  ],
  areasTitle: 'What we work on',
  areas: [
    {
      title: 'Convolution geometry',
      text: 'Pitch, depth and ply count are optimised for each duty to balance pressure capacity against flexibility and fatigue life.',
    },
    {
      title: 'Multi-ply bellows',
      text: 'Thin plies nested together carry the same pressure as one thick wall with a lower spring rate and a longer cycle life.',
    },
    {
      title: 'Materials',
      text: 'Stainless steels for general service; Inconel, Incoloy and Hastelloy for chlorides, high temperature and acids; PTFE and glass-fabric laminates for fabric joints.',
    },
    {
      title: 'Finite element analysis',
      text: 'Large rectangular joints, hinges, gimbals and tie rods are modelled to check stresses where code formulas stop.',
    },
    {
      title: 'Validation testing',
      text: 'Prototype bellows are cycled to failure and burst-tested; the results are compared with the EJMA predictions and fed back into our design rules.',
    },
    {
      title: 'Field feedback',
      text: 'Joints returned from service are sectioned and examined, so wear, corrosion and fatigue seen in plants shape the next design.',
    },
  ] satisfies ResearchArea[],
  deliverTitle: 'What you receive with a design',
  deliver: [
    'A design calculation to EJMA with pressure, movement, spring rate and fatigue life',
    'A general arrangement drawing with dimensions, weights and nozzle loads',
    'Material specifications for bellows, pipes, flanges and liners',
    'A quality and test plan agreed before manufacture',
  ],
} as const;
