/**
 * Clientele of the radhe storefront — product-spec.md §2 "/in/clientele": three groups of client logos
 * (EPC contractors, renewable companies, state electricity boards; about 56 in all). The names are invented
 * stand-ins drawn as wordmarks (server/demo/drawings/radhe.ts); no real company or trademark is shown.
 */

/** One client group: heading, a line of copy and the client names in display order. */
export interface ClientGroup {
  id: 'epc' | 'renewable' | 'utilities';
  title: string;
  lead: string;
  clients: string[];
}

export const clientGroups: ClientGroup[] = [
  {
    id: 'epc',
    title: 'EPC Contractors',
    lead: 'Transmission line and substation contractors who specify our long rod and post insulators on their projects.',
    clients: [
      'Meridian Grid Projects',
      'Tarang Infra Engineering',
      'Vertex Powerlines',
      'Kaveri Transmission Works',
      'Northline EPC',
      'Stellar Tower Constructions',
      'Orbit Power Projects',
      'Aravali Linecraft',
      'Bluecrest Engineering',
      'Crestmark Infrastructure',
      'Deltagrid Contractors',
      'Everspan Power Systems',
      'Gridwise Engineers',
      'Highpeak Transmission',
      'Ironbridge Projects',
      'Jyoti Electro Structures',
      'Lumen Line Builders',
      'Pinnacle Substations',
      'Quadrant EPC Services',
      'Sentinel Power Infra',
    ],
  },
  {
    id: 'renewable',
    title: 'Renewable Energy Companies',
    lead: 'Solar and wind developers who connect their parks to the grid through our insulators, arresters and switchgear.',
    clients: [
      'Suryodaya Renewables',
      'Helio Ridge Energy',
      'Windarc Power',
      'Greenvolt Parks',
      'Aeolus Wind Farms',
      'Brightfield Solar',
      'Clearsky Energy',
      'Dawnpeak Renewables',
      'Ecoray Power',
      'Freshbreeze Wind',
      'Sunmesa Energy',
      'Terra Solaris',
      'Urjavan Green Power',
      'Vayu Shakti Energy',
      'Zenith Renewables',
      'Hariyali Solar Parks',
      'Oceanwind Energy',
      'Prakash Sun Power',
    ],
  },
  {
    id: 'utilities',
    title: 'State Electricity Boards',
    lead: 'Transmission and distribution utilities that run our composite insulators on their 11 kV to 765 kV networks.',
    clients: [
      'Sahyadri Power Transmission',
      'Narmada Valley Electricity Board',
      'Vindhya Grid Corporation',
      'Konkan Power Utility',
      'Deccan Plateau Discom',
      'Malwa Electricity Board',
      'Thar Transmission Corporation',
      'Godavari Power Distribution',
      'Himgiri State Electricity Board',
      'Brahmaputra Grid Company',
      'Kaveri Delta Power Board',
      'Saurashtra Distribution Company',
      'Chambal Power Transmission',
      'Nilgiri Electricity Board',
      'Satpura Grid Utility',
      'Ganga Plains Discom',
      'Mahanadi Transmission Company',
      'Western Ghats Power Board',
    ],
  },
];

/** Every client name, in group order (the home page's logo strip shows them all). */
export const allClients: string[] = clientGroups.flatMap((g) => g.clients);
