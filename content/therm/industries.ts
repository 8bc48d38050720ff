/**
 * The seven industries of the therm storefront (product-spec.md §2 "/fd/applications : 7 industries"), each with
 * what our expansion joints, bellows, dampers and hoses do there. Used by /fd/applications and by the home
 * page's industries selector (which defaults to Steel Plants).
 */

export interface Industry {
  name: string;
  /** One sentence: the job the products do in this industry. */
  summary: string;
  /** Where in the plant they go. */
  uses: string[];
}

export const industries: Industry[] = [
  {
    name: 'Steel Plants',
    summary:
      'Blast furnaces, stoves and converters move hot gas and air at high temperature; our joints take up the growth of those lines and keep the gas in.',
    uses: [
      'Hot blast main and bustle pipe expansion joints with refractory lining',
      'Blast furnace gas cleaning plant and top gas uptake bellows',
      'Fabric joints on sinter plant, coke oven and BOF gas ducts',
      'Isolation and control dampers on waste-gas and dedusting lines',
    ],
  },
  {
    name: 'Cement Plants',
    summary:
      'Dust-laden hot gas runs from kiln to preheater, cooler, ESP and bag filter; our joints absorb thermal growth and fan vibration without leaking clinker dust.',
    uses: [
      'Rectangular fabric joints on preheater, kiln inlet and cooler ducts',
      'Metallic joints with abrasion liners on tertiary air ducts',
      'Fan inlet and outlet joints that isolate vibration',
      'Louvre and guillotine dampers for ESP and bag house isolation',
    ],
  },
  {
    name: 'Oil and Gas',
    summary:
      'On pipelines, compressor stations and offshore skids, bellows take up thermal and seismic movement where loops do not fit and pipe stress must stay low.',
    uses: [
      'Pressure-balanced and tied universal joints on process piping to ASME B31.3',
      'Gimbal and hinged joints in three-pin systems for large offsets',
      'Flexible metallic hoses for loading arms and skid connections',
      'Exhaust bellows on gas turbine and compressor packages',
    ],
  },
  {
    name: 'Petrochemicals',
    summary:
      'Crackers, reformers and FCC units run hot, corrosive service; our multi-ply bellows in high alloys carry the movement at nozzles and transfer lines.',
    uses: [
      'FCC catalyst transfer line and flue gas line joints with refractory',
      'High-alloy (Inconel 625, Incoloy 825) bellows for corrosive media',
      'Toroidal bellows for high-pressure heat exchanger shells',
      'Jacketed metal hoses for heated polymer and sulphur lines',
    ],
  },
  {
    name: 'Power Plants',
    summary:
      'Boilers, turbines and condensers grow and move as load changes; our joints protect turbine nozzles and keep large ducts tight from start-up to full load.',
    uses: [
      'Turbine exhaust to condenser neck joints, rectangular and circular',
      'Flue gas, hot air and FGD duct expansion joints, metallic and fabric',
      'Large-bore cooling water line joints with elastomer or metal bellows',
      'Gas-tight dampers for air preheater and ID fan isolation',
    ],
  },
  {
    name: 'Enviro Systems',
    summary:
      'Scrubbers, bag filters and incinerators handle wet, acidic or dusty gas; our joints resist condensate attack and isolate fans from the ductwork.',
    uses: [
      'PTFE-laminated fabric joints for flue gas desulphurisation ducts',
      'Bellows in acid-resistant alloys for incinerator off-gas lines',
      'Fan connectors for scrubber and bag filter systems',
      'Dampers for bypass and isolation of pollution control equipment',
    ],
  },
  {
    name: 'Public Utility Plants',
    summary:
      'Water treatment works, pumping stations and district heating networks need joints that take up settlement and pump vibration for decades with little care.',
    uses: [
      'Large-diameter rubber and metallic joints on raw water mains',
      'Pump suction and delivery connectors against vibration and misalignment',
      'Axial joints in district heating and hot water distribution lines',
      'Dismantling joints that let valves and pumps be removed for service',
    ],
  },
];

/** The industry the home page's selector shows first (product-spec.md §2 "defaults to Steel Plants"). */
export const DEFAULT_INDUSTRY = 'Steel Plants';

/** Copy of /fd/applications. */
export const thermApplications = {
  eyebrow: 'Applications',
  title: 'Applications',
  lead: 'Seven industries where our expansion joints, bellows, dampers and hoses keep piping and ducts moving safely.',
  listLabel: 'Industries',
} as const;
