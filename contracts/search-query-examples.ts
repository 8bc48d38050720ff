/**
 * Real search texts and what each must read as (contracts/search-query.ts): the words left for the text search and
 * the ratings, each `[unit, min, max]` in the canonical unit (null: an open side). Texts are as visitors type them:
 * the demo catalogue's product names (pasted from a tender or a datasheet), ratings with their units, ranges, bounds,
 * misspellings, standards and part numbers with dashes. `first`, where given, is the product the demo catalogue's
 * storefront must answer first. Read by the unit test beside search-query.ts and by the search route's API test,
 * which runs each text on both databases.
 */
import type { UnitKey } from './quantities.ts';
import type { VendorKey } from './vendors.ts';

/** One search text and how it must be read. */
export interface SearchExample {
  text: string;
  words: string;
  /** Each rating read: the text it came from, its unit, and the values it asks for. */
  quantities: Array<[text: string, unit: UnitKey, min: number | null, max: number | null]>;
  /** The storefront and the product it must find first, for texts that name one. */
  first?: { vendor: VendorKey; name: string };
}

const radhe = (name: string) => ({ vendor: 'radhe' as const, name });
const therm = (name: string) => ({ vendor: 'therm' as const, name });

/** The table; see the module comment. */
export const SEARCH_EXAMPLES: readonly SearchExample[] = [
  // Product names, as pasted.
  { text: 'Composite Insulated Cross-arm 66-132 kV', words: 'composite insulated cross-arm', quantities: [['66-132 kV', 'kV', 66, 132]], first: radhe('Composite Insulated Cross-arm 66-132 kV') },
  {
    text: 'Distribution Surge Arrester 30 kV (33 kV systems)',
    words: 'distribution surge arrester systems',
    quantities: [['30 kV', 'kV', 30, 30], ['33 kV', 'kV', 33, 33]],
    first: radhe('Distribution Surge Arrester 30 kV (33 kV systems)'),
  },
  { text: 'Corona (Grading) Rings 220-765 kV', words: 'corona grading rings', quantities: [['220-765 kV', 'kV', 220, 765]], first: radhe('Corona (Grading) Rings 220-765 kV') },
  { text: 'Long Rod Insulator 220 kV, 120 kN', words: 'long rod insulator', quantities: [['220 kV', 'kV', 220, 220], ['120 kN', 'kN', 120, 120]], first: radhe('Long Rod Insulator 220 kV, 120 kN') },
  {
    text: 'Station Class Surge Arrester 198 kV (220 kV systems)',
    words: 'station class surge arrester systems',
    quantities: [['198 kV', 'kV', 198, 198], ['220 kV', 'kV', 220, 220]],
    first: radhe('Station Class Surge Arrester 198 kV (220 kV systems)'),
  },
  { text: 'Double Break Isolator 132 kV, 1250 A', words: 'double break isolator', quantities: [['132 kV', 'kV', 132, 132], ['1250 A', 'A', 1250, 1250]], first: radhe('Double Break Isolator 132 kV, 1250 A') },
  { text: 'Drop-out Fuse Cutout 11 kV, 100 A', words: 'drop-out fuse cutout', quantities: [['11 kV', 'kV', 11, 11], ['100 A', 'A', 100, 100]], first: radhe('Drop-out Fuse Cutout 11 kV, 100 A') },
  { text: 'Single Axial Expansion Joint, NB 50-3000', words: 'single axial expansion joint', quantities: [['NB 50-3000', 'DN', 50, 3000]], first: therm('Single Axial Expansion Joint, NB 50-3000') },
  { text: 'SS 316L Braided Corrugated Hose', words: 'ss 316l braided corrugated hose', quantities: [], first: therm('SS 316L Braided Corrugated Hose') },
  { text: 'In-line Pressure-balanced Expansion Joint', words: 'in-line pressure-balanced expansion joint', quantities: [], first: therm('In-line Pressure-balanced Expansion Joint') },
  { text: 'Hinged Expansion Joint', words: 'hinged expansion joint', quantities: [], first: therm('Hinged Expansion Joint') },
  // Ratings with their units.
  { text: '220 kV', words: '', quantities: [['220 kV', 'kV', 220, 220]] },
  { text: '120kN', words: '', quantities: [['120kN', 'kN', 120, 120]] },
  { text: 'pin insulator 11kv', words: 'pin insulator', quantities: [['11kv', 'kV', 11, 11]] },
  { text: '66000 V', words: '', quantities: [['66000 V', 'kV', 66, 66]] },
  { text: 'expansion joint DN 600, 10 bar', words: 'expansion joint', quantities: [['DN 600', 'DN', 600, 600], ['10 bar', 'bar', 10, 10]] },
  { text: '600 NB bellows', words: 'bellows', quantities: [['600 NB', 'DN', 600, 600]] },
  { text: 'DN600', words: '', quantities: [['DN600', 'DN', 600, 600]] },
  { text: 'hose 0.6 MPa', words: 'hose', quantities: [['0.6 MPa', 'bar', 6, 6]] },
  { text: 'hose 0,6 MPa', words: 'hose', quantities: [['0,6 MPa', 'bar', 6, 6]] },
  { text: 'isolator 31,5 kA', words: 'isolator', quantities: [['31,5 kA', 'kA', 31.5, 31.5]] },
  { text: 'creepage 3,625 mm', words: 'creepage', quantities: [['3,625 mm', 'mm', 3625, 3625]] },
  { text: 'bellows -40 °C', words: 'bellows', quantities: [['-40 °C', '°C', -40, -40]] },
  { text: '350 C', words: '', quantities: [['350 C', '°C', 350, 350], ['350 C', 'C', 350, 350]] },
  { text: '31 mm/kV heavy pollution', words: 'heavy pollution', quantities: [['31 mm/kV', 'mm/kV', 31, 31]] },
  { text: 'lightning impulse 650 kVp', words: 'lightning impulse', quantities: [['650 kVp', 'kV', 650, 650]] },
  // Ranges, in the ways people write them.
  { text: '66-132 kV', words: '', quantities: [['66-132 kV', 'kV', 66, 132]] },
  { text: '66 to 132 kV', words: '', quantities: [['66 to 132 kV', 'kV', 66, 132]] },
  { text: '66–132kV', words: '', quantities: [['66–132kV', 'kV', 66, 132]] },
  { text: 'cross arm 66 kV - 132 kV', words: 'cross arm', quantities: [['66 kV - 132 kV', 'kV', 66, 132]] },
  { text: 'between 66 and 132 kV', words: '', quantities: [['between 66 and 132 kV', 'kV', 66, 132]] },
  { text: 'DN 50 to DN 3000', words: '', quantities: [['DN 50 to DN 3000', 'DN', 50, 3000]] },
  { text: 'metal hose 50-3000 NB', words: 'metal hose', quantities: [['50-3000 NB', 'DN', 50, 3000]] },
  { text: 'spring hanger 0.1 kN to 200 kN', words: 'spring hanger', quantities: [['0.1 kN to 200 kN', 'kN', 0.1, 200]] },
  { text: 'from 10 to 16 bar', words: '', quantities: [['from 10 to 16 bar', 'bar', 10, 16]] },
  { text: 'Transmission Line Insulators (132-765 kV)', words: 'transmission line insulators', quantities: [['132-765 kV', 'kV', 132, 765]] },
  { text: 'fabric joint −20 to 350 °C', words: 'fabric joint', quantities: [['−20 to 350 °C', '°C', -20, 350]] },
  // Bounds.
  { text: '≥ 145 kV', words: '', quantities: [['≥ 145 kV', 'kV', 145, null]] },
  { text: 'isolator >=145kV', words: 'isolator', quantities: [['>=145kV', 'kV', 145, null]] },
  { text: 'up to 33 kV', words: '', quantities: [['up to 33 kV', 'kV', null, 33]] },
  { text: 'post insulator upto 33kV', words: 'post insulator', quantities: [['upto 33kV', 'kV', null, 33]] },
  { text: 'arrester 10 kA and above', words: 'arrester', quantities: [['10 kA and above', 'kA', 10, null]] },
  { text: 'expansion joint 16 bar max', words: 'expansion joint', quantities: [['16 bar max', 'bar', null, 16]] },
  { text: 'long rod at least 120 kN', words: 'long rod', quantities: [['at least 120 kN', 'kN', 120, null]] },
  { text: 'axial movement ±100 mm', words: 'axial movement', quantities: [['±100 mm', 'mm', 100, 100]] },
  // Misspellings.
  { text: 'long rod insulater', words: 'long rod insulater', quantities: [] },
  { text: 'surge arestor 9 kV', words: 'surge arestor', quantities: [['9 kV', 'kV', 9, 9]] },
  { text: 'expension joint DN 600', words: 'expension joint', quantities: [['DN 600', 'DN', 600, 600]] },
  // Standards, grades and part numbers: names with dashes, never ranges or quantities.
  { text: 'IEC 60099-4', words: 'iec 60099-4', quantities: [] },
  { text: 'arrester IEC 60099-4 10 kA', words: 'arrester iec 60099-4', quantities: [['10 kA', 'kA', 10, 10]] },
  { text: 'aluminium 6063-T6', words: 'aluminium 6063-t6', quantities: [] },
  { text: 'ASME B16.5 flanges', words: 'asme b16.5 flanges', quantities: [] },
  { text: 'LR-220-120', words: 'lr-220-120', quantities: [] },
  { text: 'transformer 33/11 kV', words: 'transformer 33/11 kv', quantities: [] },
  { text: 'base flange 2 × M16', words: 'base flange 2 m16', quantities: [] },
  { text: '2 mounting holes, 4 nos, model 3a1', words: '2 mounting holes 4 nos model 3a1', quantities: [] },
];
