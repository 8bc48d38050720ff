import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-table.ts';

const typed = (attribute: string, key: string, value: string) => ({ key, value, attribute });
const free = (key: string, value: string) => ({ key, value });

describe('compareRows', () => {
  it('aligns typed ratings by attribute and free rows by name, typed first, and marks the rows that differ', () => {
    const rows = compareRows([
      { properties: [free('Colour', 'Grey'), typed('voltage', 'Nominal System Voltage', '220 kV'), typed('load', 'Specified Mechanical Load', '120 kN')] },
      { properties: [typed('load', 'Specified Mechanical Load', '160 kN'), typed('voltage', 'Nominal System Voltage', '220 kV'), free(' colour ', 'Grey')] },
    ]);
    expect(rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Nominal System Voltage', ['220 kV', '220 kV'], false],
      ['Specified Mechanical Load', ['120 kN', '160 kN'], true],
      ['Colour', ['Grey', 'Grey'], false],
    ]);
  });

  it('shows no value where a product lacks the row, and such a row differs', () => {
    const rows = compareRows([{ properties: [free('End fittings', 'Ball and socket')] }, { properties: [] }, { properties: [free('End fittings', 'Ball and socket')] }]);
    expect(rows).toEqual([{ key: 'key:end fittings', label: 'End fittings', values: ['Ball and socket', '', 'Ball and socket'], differs: true }]);
  });

  it('leaves out rows with no name', () => {
    expect(compareRows([{ properties: [free(' ', 'x')] }])).toEqual([]);
  });
});
