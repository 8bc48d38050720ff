/**
 * The demo catalogue's typed ratings (docs/catalogue-ratings.md):
 * the attributes each demo category defines and each demo product's values, in canonical units
 * (contracts/quantities.ts). Figures are a maker's typical catalogue values, chosen to agree with the standards the
 * products are sold under:
 *
 * - insulators: IEC 61109 (SML), IEC TS 60815-1/-3 (creepage; USCD = creepage ÷ (Um/√3), pollution classes
 *   a–e at 22.0 / 27.8 / 34.7 / 43.3 / 53.7 mm/kV), IEC 60071-1 (withstand levels of the voltage class),
 *   IEC 60120 (ball and socket sizes);
 * - surge arresters: IEC 60099-4 Ed. 3 (Ur, Uc, In, the SH/SM/DH classes and their Qrs and Wth ratings);
 * - switchgear: IEC 62271-102 and IEC 60282-2 (rated voltage is Um; current, short-time current, impulse level);
 * - expansion joints, bellows, dampers and hoses: EJMA 10th edition, ASME B31.3 and ISO 10380 (sizes, design
 *   pressure and temperature, movements).
 *
 * A range ([min, max]) is what a product line covers ("DN 50 to DN 3000", "up to 40 bar g" is 0–40 bar,
 * "full vacuum" is −1 bar g, a movement "up to ±100 mm" is 0–100 mm, a duct temperature "up to 600 °C" is −20 to
 * 600 °C). The free property rows a typed value replaces are named in `replaces`, so the product shows each rating
 * once. Every rating that is a range is typed; the free rows that still hold a range or a bound of a figure are
 * `TEXT_ROWS_WITH_FIGURES`, each with the reason (docs/catalogue-ratings.md lists them too).
 */
import type { AttributeDefinition } from '../../../contracts/specifications.ts';
import type { UnitKey } from '../../../contracts/quantities.ts';

/** A typed value as the seed writes it: a number, a range [min, max], or a choice or text. */
export type SeedRating = number | [number, number] | string;

/** An attribute of the demo catalogue with the seed's property row names it replaces. */
interface SeedAttribute extends AttributeDefinition {
  replaces: string[];
}

const number = (key: string, name: string, unit: UnitKey | null, options: { filter?: boolean; card?: boolean; replaces?: string[] } = {}): SeedAttribute => ({
  key,
  name,
  kind: 'number',
  unit,
  choices: [],
  filter: options.filter ?? false,
  card: options.card ?? false,
  replaces: options.replaces ?? [name],
});
const range = (key: string, name: string, unit: UnitKey | null, options: { filter?: boolean; card?: boolean; replaces?: string[] } = {}): SeedAttribute => ({
  ...number(key, name, unit, options),
  kind: 'range',
});
const choice = (key: string, name: string, choices: string[], options: { filter?: boolean; card?: boolean; replaces?: string[] } = {}): SeedAttribute => ({
  ...number(key, name, null, options),
  kind: 'choice',
  choices,
});

/** IEC TS 60815-1 site pollution severity classes. */
export const POLLUTION_CLASSES = ['a – Very light', 'b – Light', 'c – Medium', 'd – Heavy', 'e – Very heavy'];

const movements = [
  range('axial-movement', 'Axial Movement', 'mm', { filter: true }),
  range('lateral-movement', 'Lateral Movement', 'mm', { filter: true }),
  range('angular-movement', 'Angular Movement', '°', { filter: true }),
];
const pressureTemperature = [
  range('design-pressure', 'Design Pressure', 'bar', { filter: true, card: true }),
  range('design-temperature', 'Design Temperature', '°C', { filter: true, card: true, replaces: ['Design Temperature', 'Temperature'] }),
];

/**
 * The system voltage a surge arrester or a switch is for, beside its own rated voltage: "Distribution Surge Arrester
 * 30 kV (33 kV systems)", "Air Break Switch 33 kV" (rated Um 36 kV), as the trade names them and searches for them.
 */
const systemVoltage = number('nominal-system-voltage', 'Nominal System Voltage', 'kV', { filter: true });

/** The attributes of each demo category, by `{vendor}:{slug}`. Sub-categories inherit their parents'. */
export const CATEGORY_ATTRIBUTES: Record<string, SeedAttribute[]> = {
  'radhe:insulators': [
    number('nominal-system-voltage', 'Nominal System Voltage', 'kV', { filter: true, card: true }),
    number('creepage-distance', 'Minimum Creepage Distance', 'mm', { filter: true }),
    number('unified-specific-creepage-distance', 'Unified Specific Creepage Distance (USCD)', 'mm/kV'),
    choice('pollution-class', 'Site Pollution Class (IEC TS 60815)', POLLUTION_CLASSES, { filter: true }),
    number('lightning-impulse-withstand', 'Dry Lightning Impulse Withstand (peak)', 'kV', { replaces: ['Dry Lightning Impulse Withstand'] }),
    number('power-frequency-withstand', 'Wet Power Frequency Withstand (rms)', 'kV', { replaces: ['Wet Power Frequency Withstand'] }),
  ],
  'radhe:long-rod': [
    number('specified-mechanical-load', 'Specified Mechanical Load (SML)', 'kN', { filter: true, card: true }),
    number('section-length', 'Section Length', 'mm'),
    number('arcing-distance', 'Arcing Distance', 'mm'),
    choice('end-fittings', 'End Fittings', ['Ball & socket 16 mm (IEC 60120)', 'Ball & socket 20 mm (IEC 60120)', 'Tongue & clevis'], { filter: true }),
  ],
  'radhe:disc': [
    number('specified-mechanical-load', 'Specified Mechanical Load (SML)', 'kN', { filter: true, card: true }),
    choice('end-fittings', 'End Fittings', ['Ball & socket 16 mm (IEC 60120)', 'Tongue & clevis'], { filter: true }),
  ],
  'radhe:pin': [number('specified-cantilever-load', 'Specified Cantilever Load', 'kN', { filter: true, card: true })],
  'radhe:post': [number('specified-cantilever-load', 'Specified Cantilever Load', 'kN', { filter: true, card: true })],
  'radhe:surge-arresters': [
    systemVoltage,
    number('rated-voltage', 'Rated Voltage (Ur)', 'kV', { filter: true, card: true }),
    number('continuous-operating-voltage', 'Continuous Operating Voltage (Uc)', 'kV'),
    number('nominal-discharge-current', 'Nominal Discharge Current (8/20 µs)', 'kA', { filter: true, replaces: ['Nominal Discharge Current'] }),
    choice('arrester-class', 'Arrester Class (IEC 60099-4)', ['Station SH', 'Station SM', 'Station SL', 'Distribution DH', 'Distribution DM', 'Distribution DL'], {
      filter: true,
      card: true,
      replaces: ['Line Discharge Class'],
    }),
    number('repetitive-charge-transfer', 'Repetitive Charge Transfer Rating (Qrs)', 'C', { replaces: ['Repetitive Charge Transfer Rating'] }),
    number('thermal-energy-rating', 'Thermal Energy Rating (Wth)', 'kJ/kV'),
  ],
  'radhe:switchgear': [
    systemVoltage,
    number('rated-voltage', 'Rated Voltage (Um)', 'kV', { filter: true, card: true, replaces: ['Rated Voltage'] }),
    number('rated-current', 'Rated Normal Current', 'A', { filter: true, card: true, replaces: ['Rated Normal Current', 'Rated Current'] }),
    number('lightning-impulse-withstand', 'Lightning Impulse Withstand (peak)', 'kV', { replaces: ['Lightning Impulse Withstand'] }),
  ],
  'radhe:isolators': [number('short-time-withstand-current', 'Short-time Withstand Current', 'kA', { filter: true })],
  'radhe:fuse-cutouts': [number('breaking-capacity', 'Breaking Capacity', 'kA', { filter: true })],
  'radhe:line-accessories': [
    range('nominal-system-voltage', 'Nominal System Voltage', 'kV', { filter: true, card: true, replaces: ['Nominal System Voltage', 'Voltage Range'] }),
    range('ring-diameter', 'Ring Diameter', 'mm', { filter: true, card: true }),
    range('tube-diameter', 'Tube Diameter', 'mm'),
    number('specified-cantilever-load', 'Specified Cantilever Load', 'kN', { filter: true }),
  ],
  'therm:metallic-ej': [
    range('nominal-size', 'Nominal Size', 'DN', { filter: true, card: true, replaces: ['Nominal Bore'] }),
    ...pressureTemperature,
    ...movements,
    choice('end-connection', 'End Connection', ['Flanged', 'Weld ends', 'Flanged or weld ends'], { filter: true, replaces: ['End Connection', 'Connections'] }),
  ],
  'therm:fabric-ej': [...pressureTemperature, ...movements.slice(0, 2)],
  'therm:bellows': [
    range('diameter', 'Diameter', 'mm', { filter: true, card: true }),
    range('design-pressure', 'Design Pressure', 'bar', { filter: true }),
    range('design-temperature', 'Design Temperature', '°C', { filter: true }),
    range('plies', 'Number of Plies', null, { replaces: ['Number of Plies'] }),
    range('ply-thickness', 'Ply Thickness', 'mm'),
    choice('convolution-form', 'Convolution Form', ['U-shaped', 'Toroidal', 'Rectangular'], { filter: true }),
  ],
  'therm:dampers': [
    range('nominal-size', 'Nominal Size', 'DN', { filter: true, card: true, replaces: ['Size'] }),
    range('design-pressure', 'Design Pressure', 'bar', { filter: true }),
    range('design-temperature', 'Design Temperature', '°C', { filter: true, card: true }),
    choice('damper-type', 'Damper Type', ['Butterfly', 'Multi-blade louvre', 'Guillotine'], { filter: true, replaces: [] }),
  ],
  'therm:hoses': [
    range('nominal-size', 'Nominal Size', 'DN', { filter: true, card: true, replaces: ['Size', 'Inner Size'] }),
    range('working-pressure', 'Working Pressure', 'bar', { filter: true, card: true }),
    range('design-temperature', 'Design Temperature', '°C', { filter: true, replaces: ['Temperature'] }),
    choice('braid-layers', 'Braid Layers', ['None', 'Single', 'Single or double'], { filter: true, replaces: ['Braid'] }),
    range('jacket-size', 'Jacket Size', 'DN'),
  ],
  'therm:pipe-supports': [
    range('load-range', 'Load Range', 'kN', { filter: true, card: true }),
    range('travel', 'Travel', 'mm', { filter: true, card: true, replaces: ['Working Range', 'Total Travel'] }),
  ],
};

/** USCD (mm/kV) of a creepage distance (mm) at the highest voltage for equipment Um (kV): creepage ÷ (Um/√3). */
function uscd(creepage: number, um: number): number {
  return Math.round((creepage / (um / Math.sqrt(3))) * 10) / 10;
}

/** IEC TS 60815-1's class for a USCD: the highest class whose reference USCD it reaches. */
function pollutionClass(value: number): string {
  const references = [22.0, 27.8, 34.7, 43.3, 53.7];
  let index = 0;
  references.forEach((reference, i) => {
    if (value >= reference - 0.05) index = i;
  });
  return POLLUTION_CLASSES[index];
}

/** Insulator ratings from system voltage, Um, creepage and the withstand levels. */
function insulator(kv: number, um: number, creepage: number, li: number, pf: number | null, more: Record<string, SeedRating>): Record<string, SeedRating> {
  const specific = uscd(creepage, um);
  return {
    'nominal-system-voltage': kv,
    'creepage-distance': creepage,
    'unified-specific-creepage-distance': specific,
    'pollution-class': pollutionClass(specific),
    'lightning-impulse-withstand': li,
    ...(pf ? { 'power-frequency-withstand': pf } : {}),
    ...more,
  };
}

const BALL_16 = 'Ball & socket 16 mm (IEC 60120)';
const BALL_20 = 'Ball & socket 20 mm (IEC 60120)';

/** Each demo product's typed values, by product slug. */
export const PRODUCT_RATINGS: Record<string, Record<string, SeedRating>> = {
  'lr-132-90': insulator(132, 145, 3625, 650, 275, { 'specified-mechanical-load': 90, 'section-length': 1305, 'arcing-distance': 1180, 'end-fittings': BALL_16 }),
  'lr-220-120': insulator(220, 245, 6125, 1050, 460, { 'specified-mechanical-load': 120, 'section-length': 2030, 'arcing-distance': 1890, 'end-fittings': BALL_16 }),
  'lr-400-160': insulator(400, 420, 10500, 1550, null, { 'specified-mechanical-load': 160, 'section-length': 3625, 'arcing-distance': 3350, 'end-fittings': BALL_20 }),
  'lr-400-210-tension': insulator(400, 420, 10500, 1550, null, { 'specified-mechanical-load': 210, 'section-length': 3700, 'arcing-distance': 3400, 'end-fittings': BALL_20 }),
  'lr-765-210': insulator(765, 800, 20000, 2400, null, { 'specified-mechanical-load': 210 }),
  'lr-66-70': insulator(66, 72.5, 1813, 325, 140, { 'specified-mechanical-load': 70, 'section-length': 1000, 'arcing-distance': 870 }),
  'lr-110-90': insulator(110, 123, 3075, 550, 230, { 'specified-mechanical-load': 90, 'section-length': 1200, 'arcing-distance': 1060 }),
  'disc-11-45': insulator(11, 12, 320, 75, 35, { 'specified-mechanical-load': 45, 'end-fittings': 'Tongue & clevis' }),
  'disc-33-70': insulator(33, 36, 900, 170, 70, { 'specified-mechanical-load': 70 }),
  'pin-11': insulator(11, 12, 320, 75, null, { 'specified-cantilever-load': 5 }),
  'pin-33': insulator(33, 36, 900, 170, 70, { 'specified-cantilever-load': 10 }),
  'post-11-line': insulator(11, 12, 450, 95, null, { 'specified-cantilever-load': 10 }),
  'post-33-station': insulator(33, 36, 1160, 170, null, { 'specified-cantilever-load': 8 }),
  'arr-9-dist': { 'nominal-system-voltage': 11, 'rated-voltage': 9, 'continuous-operating-voltage': 7.65, 'nominal-discharge-current': 10, 'arrester-class': 'Distribution DH', 'repetitive-charge-transfer': 0.4 },
  'arr-30-dist': { 'nominal-system-voltage': 33, 'rated-voltage': 30, 'continuous-operating-voltage': 24.4, 'nominal-discharge-current': 10, 'arrester-class': 'Distribution DH', 'repetitive-charge-transfer': 0.4 },
  'arr-96-station': { 'nominal-system-voltage': 110, 'rated-voltage': 96, 'continuous-operating-voltage': 76, 'nominal-discharge-current': 10, 'arrester-class': 'Station SM', 'repetitive-charge-transfer': 1.6, 'thermal-energy-rating': 7 },
  'arr-198-station': { 'nominal-system-voltage': 220, 'rated-voltage': 198, 'continuous-operating-voltage': 154, 'nominal-discharge-current': 20, 'arrester-class': 'Station SH', 'repetitive-charge-transfer': 2.4, 'thermal-energy-rating': 10 },
  'ab-33': { 'nominal-system-voltage': 33, 'rated-voltage': 36, 'rated-current': 630, 'lightning-impulse-withstand': 170, 'short-time-withstand-current': 16 },
  'iso-66-cb': { 'nominal-system-voltage': 66, 'rated-voltage': 72.5, 'rated-current': 800, 'lightning-impulse-withstand': 325, 'short-time-withstand-current': 25 },
  'iso-132-db': { 'nominal-system-voltage': 132, 'rated-voltage': 145, 'rated-current': 1250, 'lightning-impulse-withstand': 650, 'short-time-withstand-current': 31.5 },
  'iso-220-db': { 'nominal-system-voltage': 220, 'rated-voltage': 245, 'rated-current': 1600, 'lightning-impulse-withstand': 1050, 'short-time-withstand-current': 40 },
  'dofc-11': { 'nominal-system-voltage': 11, 'rated-voltage': 12, 'rated-current': 100, 'lightning-impulse-withstand': 95, 'breaking-capacity': 8 },
  'dofc-33': { 'nominal-system-voltage': 33, 'rated-voltage': 36, 'rated-current': 100, 'lightning-impulse-withstand': 170, 'breaking-capacity': 8 },
  'corona-ring': { 'nominal-system-voltage': [220, 765], 'tube-diameter': [32, 60], 'ring-diameter': [250, 600] },
  'composite-crossarm': { 'nominal-system-voltage': [66, 132], 'specified-cantilever-load': 12 },
  'axial-single': { 'nominal-size': [50, 3000], 'design-pressure': [-1, 40], 'design-temperature': [-196, 600], 'axial-movement': [0, 100], 'end-connection': 'Flanged or weld ends' },
  'axial-external': { 'nominal-size': [50, 1200], 'design-pressure': [0, 40], 'design-temperature': [-29, 450], 'axial-movement': [0, 300], 'end-connection': 'Weld ends' },
  'tied-universal': { 'nominal-size': [80, 3000], 'design-pressure': [0, 25], 'design-temperature': [-29, 550], 'lateral-movement': [0, 250] },
  'single-tied': { 'nominal-size': [50, 1500], 'design-pressure': [0, 40], 'lateral-movement': [0, 40] },
  'universal-untied': { 'nominal-size': [100, 4000], 'design-pressure': [0, 10], 'axial-movement': [0, 120], 'lateral-movement': [0, 150] },
  'pb-elbow': { 'nominal-size': [100, 2000], 'design-pressure': [0, 25], 'design-temperature': [-29, 550], 'axial-movement': [0, 100], 'lateral-movement': [0, 50] },
  'pb-inline': { 'nominal-size': [150, 1500], 'design-pressure': [0, 16], 'design-temperature': [-29, 450], 'axial-movement': [0, 80] },
  'hinged-single': { 'nominal-size': [100, 3000], 'design-pressure': [0, 25], 'design-temperature': [-29, 600], 'angular-movement': [0, 15] },
  'hinged-refractory': { 'nominal-size': [600, 3000], 'design-pressure': [0, 5], 'angular-movement': [0, 6] },
  'gimbal-single': { 'nominal-size': [100, 2500], 'design-pressure': [0, 25], 'design-temperature': [-29, 600], 'angular-movement': [0, 10] },
  'fabric-belt': { 'design-pressure': [-0.1, 0.1], 'design-temperature': [-20, 650], 'axial-movement': [0, 150], 'lateral-movement': [0, 75] },
  'fabric-high-temp': { 'design-pressure': [-0.15, 0.15], 'design-temperature': [-20, 1000], 'axial-movement': [0, 100] },
  'fabric-rubber': { 'design-pressure': [-0.2, 0.2], 'design-temperature': [-20, 200] },
  'bellows-multiply': { diameter: [50, 4000], plies: [1, 5], 'ply-thickness': [0.2, 1.5], 'convolution-form': 'U-shaped' },
  'bellows-toroidal': { diameter: [300, 3000], 'design-pressure': [0, 60], 'convolution-form': 'Toroidal' },
  'bellows-rectangular': { 'design-pressure': [-0.5, 0.5], 'design-temperature': [-20, 700], 'convolution-form': 'Rectangular' },
  'damper-butterfly': { 'nominal-size': [200, 4000], 'design-pressure': [-0.5, 0.5], 'design-temperature': [-20, 600], 'damper-type': 'Butterfly' },
  'damper-louvre': { 'design-temperature': [-20, 450], 'damper-type': 'Multi-blade louvre' },
  'damper-guillotine': { 'design-temperature': [-20, 450], 'damper-type': 'Guillotine' },
  'hose-braided': { 'nominal-size': [8, 300], 'working-pressure': [16, 250], 'design-temperature': [-196, 600], 'braid-layers': 'Single or double' },
  'hose-interlock': { 'nominal-size': [25, 600], 'working-pressure': [0, 1], 'design-temperature': [-20, 600], 'braid-layers': 'None' },
  'hose-jacketed': { 'nominal-size': [15, 150], 'working-pressure': [0, 40], 'design-temperature': [-20, 400], 'braid-layers': 'Single', 'jacket-size': [25, 200] },
  'spring-hanger': { 'load-range': [0.1, 200], travel: [30, 120] },
  'constant-support': { 'load-range': [1, 400], travel: [0, 400] },
};

/**
 * The free rows of the demo catalogue that hold a range or a bound of a figure and stay text, by row name, with the
 * reason (docs/catalogue-ratings.md "Rows that stay text"). seed.test.ts holds every other free row to reading as no
 * range or bound, so a new range row is typed or listed here.
 */
export const TEXT_ROWS_WITH_FIGURES: Record<string, string> = {
  'Residual Voltage at 10 kA': 'a guaranteed maximum ("≤ 100 kVp") measured at one current, not a range the product covers',
  'Gas Temperature': 'the temperature of the gas inside a lined joint, beside an estimate of the bellows metal in brackets; not the joint’s rating',
  Lining: 'a description of the refractory lining in which its thickness is one part',
  'Duct Size': 'the largest duct, in two dimensions ("up to 12 m × 12 m"), which no single quantity holds',
};
