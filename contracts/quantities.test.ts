import { describe, expect, it } from 'vitest';
import { formatQuantity, isUnitKey, parseQuantities, UNITS } from './quantities.ts';

describe('parseQuantities', () => {
  it.each([
    ['long rod insulator 220 kV 120kN', [{ value: 220, unit: 'kV' }, { value: 120, unit: 'kN' }], 'long rod insulator'],
    ['expansion joint DN 600, 10 bar', [{ value: 600, unit: 'DN' }, { value: 10, unit: 'bar' }], 'expansion joint ,'],
    ['600 NB bellows', [{ value: 600, unit: 'DN' }], 'bellows'],
    ['DN600', [{ value: 600, unit: 'DN' }], ''],
    ['0.6 MPa', [{ value: 6, unit: 'bar' }], ''],
    ['creepage 3,625 mm', [{ value: 3625, unit: 'mm' }], 'creepage'],
    ['31 mm/kV heavy pollution', [{ value: 31, unit: 'mm/kV' }], 'heavy pollution'],
    ['−', [], '−'],
    ['-20 °C', [{ value: -20, unit: '°C' }], ''],
    ['40 mm axial', [{ value: 40, unit: 'mm' }], 'axial'],
    ['11kv', [{ value: 11, unit: 'kV' }], ''],
    ['66000 V', [{ value: 66, unit: 'kV' }], ''],
  ])('%s', (text, expected, rest) => {
    const parsed = parseQuantities(text);
    expect(parsed.quantities.map(({ value, unit }) => ({ value, unit }))).toEqual(expected);
    expect(parsed.rest).toBe(rest);
  });

  it('reads a bare C as both degrees Celsius and coulombs', () => {
    expect(parseQuantities('350 C').quantities.map((q) => q.unit)).toEqual(['°C', 'C']);
  });

  it('leaves words that merely start like a unit alone: 2 mounting holes, 4 nos, model 3a1', () => {
    expect(parseQuantities('2 mounting holes, 4 nos, model 3a1').quantities).toEqual([]);
  });

  it('keeps the text each quantity was read from', () => {
    expect(parseQuantities('rated 120 kN').quantities[0].text).toBe('120 kN');
  });
});

describe('formatQuantity', () => {
  it.each([
    ['kV', 220, undefined, '220 kV'],
    ['mm', 1015, undefined, '1,015 mm'],
    ['bar', 10, 16, '10–16 bar'],
    ['°C', -20, 350, '-20 to 350 °C'],
    ['°', 15, undefined, '15°'],
    ['DN', 600, undefined, 'DN 600'],
    ['count', 12, undefined, '12'],
    ['kJ/kV', 4.5, undefined, '4.5 kJ/kV'],
  ] as const)('%s %d–%s → %s', (unit, min, max, text) => {
    expect(formatQuantity(unit, min, max)).toBe(text);
  });
});

describe('UNITS', () => {
  it('gives each unit with a UN/CEFACT code a three-character code', () => {
    for (const unit of Object.values(UNITS)) if (unit.unitCode) expect(unit.unitCode).toMatch(/^[A-Z0-9]{2,3}$/);
    expect(isUnitKey('kV')).toBe(true);
    expect(isUnitKey('toString')).toBe(false);
  });
});
