import { describe, expect, it } from 'vitest';
import { formatQuantity, formatReading, isUnitKey, readQuantities, UNITS } from './quantities.ts';

describe('readQuantities', () => {
  it.each([
    ['long rod insulator 220 kV 120kN', [['kV', 220, 220], ['kN', 120, 120]], 'long rod insulator'],
    ['expansion joint DN 600, 10 bar', [['DN', 600, 600], ['bar', 10, 10]], 'expansion joint ,'],
    ['600 NB bellows', [['DN', 600, 600]], 'bellows'],
    ['0.6 MPa', [['bar', 6, 6]], ''],
    ['−', [], '−'],
    ['-20 °C', [['°C', -20, -20]], ''],
    ['66000 V', [['kV', 66, 66]], ''],
    ['Cross-arm 66-132 kV', [['kV', 66, 132]], 'Cross-arm'],
    ['132-66 kV', [], '132-66 kV'],
    ['500 V to 33 kV', [['kV', 0.5, 33]], ''],
    ['≤ 25 bar', [['bar', null, 25]], ''],
    ['145 kV or more', [['kV', 145, null]], ''],
    ['over 200 kV insulator', [['kV', 200, null]], 'insulator'],
    ['500 mbar', [['bar', 0.5, 0.5]], ''],
    ['350 ºC', [['°C', 350, 350]], ''],
  ] as const)('%s', (text, expected, rest) => {
    const read = readQuantities(text);
    expect(read.quantities.map(({ unit, min, max }) => [unit, min, max])).toEqual(expected);
    expect(read.rest).toBe(rest);
  });

  it('reads a bare C as both degrees Celsius and coulombs, from one text', () => {
    expect(readQuantities('350 C').quantities.map((q) => [q.text, q.unit])).toEqual([['350 C', '°C'], ['350 C', 'C']]);
  });

  it('leaves words that merely start like a unit alone: 2 mounting holes, 4 nos, model 3a1, 1 kN·m, 100 kVA', () => {
    expect(readQuantities('2 mounting holes, 4 nos, model 3a1, 1 kN·m, 100 kVA').quantities).toEqual([]);
  });

  it('never reads a figure joined to a word by a dash or slash as a range: standards, grades, part numbers', () => {
    for (const text of ['IEC 60099-4', 'IEC 60099-4 kA', '6063-T6', 'LR-220-120 kN', '33/11 kV']) expect(readQuantities(text).quantities, text).toEqual([]);
  });

  it('keeps a range whose units measure different things apart', () => {
    expect(readQuantities('220 kV - 120 kN').quantities.map((q) => q.text)).toEqual(['220 kV', '120 kN']);
  });

  it('keeps the text each quantity was read from', () => {
    expect(readQuantities('rated 120 kN').quantities[0].text).toBe('120 kN');
    expect(readQuantities('insulator up to 33 kV please').quantities[0].text).toBe('up to 33 kV');
  });
});

describe('formatReading', () => {
  it.each([
    [{ unit: 'kV', min: 110, max: 110 }, '110 kV'],
    [{ unit: 'kV', min: 66, max: 132 }, '66–132 kV'],
    [{ unit: 'kV', min: 145, max: null }, '≥ 145 kV'],
    [{ unit: 'DN', min: null, max: 600 }, '≤ DN 600'],
  ] as const)('%o → %s', (reading, text) => {
    expect(formatReading(reading)).toBe(text);
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
