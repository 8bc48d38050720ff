import { describe, expect, it } from 'vitest';
import {
  attributeDefinitionSchema,
  effectiveAttributes,
  specificationProblem,
  specificationProperties,
  type AttributeDefinition,
} from './specifications.ts';

const attribute = (key: string, overrides: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  key,
  name: key,
  kind: 'number',
  unit: null,
  choices: [],
  filter: false,
  card: false,
  ...overrides,
});

const voltage = attribute('nominal-system-voltage', { name: 'Nominal System Voltage', unit: 'kV', filter: true, card: true });
const pressure = attribute('design-pressure', { name: 'Design Pressure', kind: 'range', unit: 'bar' });
const pollution = attribute('pollution-class', { name: 'Pollution Class', kind: 'choice', choices: ['c Medium', 'd Heavy', 'e Very heavy'] });

describe('effectiveAttributes', () => {
  it("lists the ancestors' attributes first and keeps the first of a key defined twice", () => {
    const chain = [{ attributes: [voltage] }, { attributes: [pollution, attribute('nominal-system-voltage', { name: 'Other' })] }];
    expect(effectiveAttributes(chain).map((a) => a.name)).toEqual(['Nominal System Voltage', 'Pollution Class']);
  });
});

describe('specificationProblem', () => {
  it.each([
    [voltage, 220, null],
    [voltage, '220 kV', 'Nominal System Voltage must be a number (in kV)'],
    [pressure, { min: 10, max: 16 }, null],
    [pressure, 10, null],
    [pressure, { min: 16, max: 10 }, 'Design Pressure: the lower value must not exceed the upper one'],
    [pollution, 'd Heavy', null],
    [pollution, 'Heavy', 'Pollution Class must be one of: c Medium, d Heavy, e Very heavy'],
  ] as const)('%o %o', (definition, value, problem) => {
    expect(specificationProblem(definition, value)).toBe(problem);
  });
});

describe('specificationProperties', () => {
  it('lists typed values in attribute order, formatted with their unit and with the quantity beside, then free rows', () => {
    const rows = specificationProperties(
      [voltage, pressure, pollution],
      [
        { attribute: 'pollution-class', value: 'd Heavy' },
        { attribute: 'design-pressure', value: { min: 10, max: 16 } },
        { attribute: 'nominal-system-voltage', value: 220 },
        { attribute: 'no-longer-defined', value: 3 },
      ],
      [{ key: 'Housing', value: 'HTV silicone rubber' }],
    );
    expect(rows).toEqual([
      { key: 'Nominal System Voltage', value: '220 kV', attribute: 'nominal-system-voltage', quantity: { min: 220, max: 220, unit: 'kV', unitCode: 'KVT' } },
      { key: 'Design Pressure', value: '10–16 bar', attribute: 'design-pressure', quantity: { min: 10, max: 16, unit: 'bar', unitCode: 'BAR' } },
      { key: 'Pollution Class', value: 'd Heavy', attribute: 'pollution-class' },
      { key: 'Housing', value: 'HTV silicone rubber' },
    ]);
  });
});

describe('attributeDefinitionSchema', () => {
  it('refuses a key that is not lower-case words joined by hyphens, and an unknown unit', () => {
    expect(attributeDefinitionSchema.safeParse(voltage).success).toBe(true);
    expect(attributeDefinitionSchema.safeParse({ ...voltage, key: 'Nominal Voltage' }).success).toBe(false);
    expect(attributeDefinitionSchema.safeParse({ ...voltage, unit: 'furlong' }).success).toBe(false);
  });
});
