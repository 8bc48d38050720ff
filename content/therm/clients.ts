/**
 * Clients shown in the /fd home carousel (product-spec.md §2 "client-logo carousel"). Invented names standing in
 * for real clients: each one is a drawn wordmark (server/demo/drawings/therm.ts), never a real trademark.
 */

export interface ThermClient {
  name: string;
  /** What kind of plant the name stands for (drawn under the wordmark). */
  sector: string;
}

export const thermClients: ThermClient[] = [
  { name: 'Ironcrest Steel', sector: 'Integrated steel' },
  { name: 'Kalpana Cements', sector: 'Cement' },
  { name: 'Northbay Refining', sector: 'Refinery' },
  { name: 'Sagar Petrochem', sector: 'Petrochemicals' },
  { name: 'Vindhya Thermal Power', sector: 'Power generation' },
  { name: 'Clearstack Enviro', sector: 'Pollution control' },
  { name: 'Meghna Water Works', sector: 'Public utility' },
  { name: 'Aravali Fertilisers', sector: 'Fertilisers' },
  { name: 'Gulfline Energy', sector: 'Oil and gas' },
  { name: 'Tapti Engineering', sector: 'EPC contractor' },
];
