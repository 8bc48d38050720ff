/**
 * Typed specifications.
 *
 * A category defines the attributes its products carry (`AttributeDefinition`: name, kind, unit, whether it is a
 * filter and whether cards show it); a sub-category inherits its ancestors' attributes, listed before its own
 * (`effectiveAttributes`). A product holds one value per attribute of its category (`SpecificationValue`), in the
 * attribute's canonical unit (contracts/quantities.ts), beside the free key/value `properties` rows of
 * product-spec.md §2, which stay.
 *
 * The read API of §7 keeps its shape: a product's `properties` lists its typed values first, formatted with their
 * unit ("220 kV"), then its free rows (`specificationProperties`); each typed row also carries `attribute` (the
 * attribute's key) and `quantity` (the number or range, unit and UN/CEFACT code) for clients that want them.
 *
 * zod/mini, like catalog.ts: the browser parses reads with these schemas.
 */
import { z } from 'zod/mini';
import { formatQuantity, UNIT_KEYS, UNITS, type UnitKey } from './quantities.ts';

/** Limits of the typed model (our decision). */
export const SPECIFICATION_LIMITS = { attributes: 40, attributeName: 120, choices: 40, choice: 120, text: 500 } as const;

/** How an attribute's value is given: one number, a range of numbers, one of a list of choices, or free text. */
export const ATTRIBUTE_KINDS = ['number', 'range', 'choice', 'text'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** A stable attribute key: lower-case words joined by hyphens ('nominal-system-voltage'). */
export const attributeKeySchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens'), z.maxLength(80));

/** One attribute a category's products carry. `unit` is set for number and range kinds, `choices` for choice. */
export const attributeDefinitionSchema = z.object({
  key: attributeKeySchema,
  name: z.string().check(z.minLength(1), z.maxLength(SPECIFICATION_LIMITS.attributeName)),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.nullable(z.enum(UNIT_KEYS)),
  choices: z.array(z.string().check(z.minLength(1), z.maxLength(SPECIFICATION_LIMITS.choice))).check(z.maxLength(SPECIFICATION_LIMITS.choices)),
  /** Offered as a facet on the category page. */
  filter: z.boolean(),
  /** Shown on product cards. */
  card: z.boolean(),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

/** A product's value of one attribute: a number, a range `{ min, max }`, a choice or text (by the attribute's kind). */
export const specificationValueSchema = z.object({
  attribute: attributeKeySchema,
  value: z.union([z.number(), z.object({ min: z.number(), max: z.number() }), z.string().check(z.maxLength(SPECIFICATION_LIMITS.text))]),
});
export type SpecificationValue = z.infer<typeof specificationValueSchema>;

/** The typed part of a `properties` row of the read API. */
export const quantitySchema = z.object({
  min: z.number(),
  max: z.number(),
  unit: z.enum(UNIT_KEYS),
  /** UN/CEFACT common code, null when the unit has none (schema.org unitText then). */
  unitCode: z.nullable(z.string()),
});
export type Quantity = z.infer<typeof quantitySchema>;

/** A `properties` row made from a typed value: §3's key/value plus the attribute key and, for numbers, the quantity. */
export interface TypedProperty {
  key: string;
  value: string;
  attribute: string;
  quantity?: Quantity;
}

/** The attributes a category's products carry: its ancestors' (root first), then its own; a key defined twice keeps the first. */
export function effectiveAttributes(chain: ReadonlyArray<{ attributes: readonly AttributeDefinition[] }>): AttributeDefinition[] {
  const seen = new Set<string>();
  const result: AttributeDefinition[] = [];
  for (const category of chain) {
    for (const attribute of category.attributes) {
      if (seen.has(attribute.key)) continue;
      seen.add(attribute.key);
      result.push(attribute);
    }
  }
  return result;
}

/**
 * Why `value` does not fit `attribute`, in words for the person who typed it, or null when it fits: a number for
 * the number kind, `{ min ≤ max }` for a range, one of the choices for a choice, text for text.
 */
export function specificationProblem(attribute: AttributeDefinition, value: SpecificationValue['value']): string | null {
  switch (attribute.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${attribute.name} must be a number${unitHint(attribute.unit)}`;
    case 'range':
      if (typeof value === 'number' && Number.isFinite(value)) return null;
      if (typeof value === 'object' && Number.isFinite(value.min) && Number.isFinite(value.max)) {
        return value.min <= value.max ? null : `${attribute.name}: the lower value must not exceed the upper one`;
      }
      return `${attribute.name} must be a number or a range of numbers${unitHint(attribute.unit)}`;
    case 'choice':
      return typeof value === 'string' && attribute.choices.includes(value) ? null : `${attribute.name} must be one of: ${attribute.choices.join(', ')}`;
    case 'text':
      return typeof value === 'string' ? null : `${attribute.name} must be text`;
  }
}

function unitHint(unit: UnitKey | null): string {
  return unit && UNITS[unit].symbol ? ` (in ${UNITS[unit].symbol})` : '';
}

/** A typed value as a `properties` row: "Nominal System Voltage" / "220 kV", with the quantity for numbers and ranges. */
export function typedProperty(attribute: AttributeDefinition, value: SpecificationValue['value']): TypedProperty {
  if (typeof value === 'string') return { key: attribute.name, value, attribute: attribute.key };
  const [min, max] = typeof value === 'number' ? [value, value] : [value.min, value.max];
  const unit: UnitKey = attribute.unit ?? 'count';
  return {
    key: attribute.name,
    value: formatQuantity(unit, min, max),
    attribute: attribute.key,
    quantity: { min, max, unit, unitCode: UNITS[unit].unitCode },
  };
}

/**
 * A product's `properties` as the read API lists them: its typed values in the order of `attributes` (values for
 * attributes the category no longer defines are left out), then its free rows.
 */
export function specificationProperties(
  attributes: readonly AttributeDefinition[],
  values: readonly SpecificationValue[],
  freeRows: ReadonlyArray<{ key: string; value: string }>,
): Array<TypedProperty | { key: string; value: string }> {
  const byKey = new Map(values.map((v) => [v.attribute, v.value]));
  const typed = attributes.flatMap((attribute) => (byKey.has(attribute.key) ? [typedProperty(attribute, byKey.get(attribute.key)!)] : []));
  return [...typed, ...freeRows];
}

/** One numeric value of a product as the search and the facets index it: attribute key, canonical unit, min ≤ max. */
export interface NumericValue {
  attribute: string;
  unit: UnitKey;
  min: number;
  max: number;
}

/**
 * The numbers among `values` that `attributes` type as number or range (a value of an attribute the category no
 * longer defines, or of another kind, is left out): what server/catalog writes to `product_quantities`
 * (docs/decisions/0009). A number is the range [v, v]; an attribute without a unit counts ('count').
 */
export function numericValues(attributes: readonly AttributeDefinition[], values: readonly SpecificationValue[]): NumericValue[] {
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  return values.flatMap(({ attribute: key, value }) => {
    const attribute = byKey.get(key);
    if (!attribute || (attribute.kind !== 'number' && attribute.kind !== 'range') || typeof value === 'string') return [];
    const [min, max] = typeof value === 'number' ? [value, value] : [value.min, value.max];
    return [{ attribute: key, unit: attribute.unit ?? 'count', min, max }];
  });
}
