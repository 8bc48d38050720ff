/** The two packages ship JavaScript only: the parts e2e/support/structured-data.ts uses. */
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> });
    /** The page's structured data by format, then by type. */
    parse(html: string): { jsonld?: Record<string, Array<Record<string, unknown>>> } & Record<string, unknown>;
  }
}

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** `schemaOrgJson`: schema.org's vocabulary as JSON-LD; without it only the rich-result rules apply. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<unknown[]>;
  }
}
