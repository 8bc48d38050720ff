/**
 * Structured data of a page as search engines read it: the page's
 * JSON-LD, microdata and RDFa extracted by @marbec/web-auto-extractor and checked by Adobe's
 * @adobe/structured-data-validator with Google's rich-result rules (required and recommended fields of Product,
 * BreadcrumbList, Organization…). Its schema.org vocabulary check needs schema.org's vocabulary file, which no
 * package ships and this machine cannot download, so the vocabulary is checked when the code is compiled instead:
 * the builders are typed with schema-dts (contracts/structured-data*.ts), Google's own types of schema.org.
 */
import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';

/** One finding of the validator: its severity, the type it concerns and what it says. */
export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  rootType: string;
  issueMessage: string;
}

/** The structured data of `html`: the JSON-LD items by type, and the validator's findings. */
export async function checkStructuredData(html: string): Promise<{ jsonLd: Record<string, Array<Record<string, unknown>>>; issues: StructuredDataIssue[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = (await new Validator().validate(extracted)) as StructuredDataIssue[];
  return { jsonLd: extracted.jsonld ?? {}, issues };
}

/**
 * Google's product snippets need a price (`offers`), reviews or a rating. This catalogue publishes none of them
 * (prices are quoted per enquiry, product-spec.md §4), so a Product here is no candidate for those rich results:
 * these two findings are expected; any other error is not.
 */
const NO_PRICES_PUBLISHED = [/One of the following attributes is required: "aggregateRating", "offers" or "review"/, /Required attribute "offers" is missing/];

/** The validator's errors among `issues`, without the two a catalogue without published prices always has. */
export function structuredDataErrors(issues: readonly StructuredDataIssue[]): StructuredDataIssue[] {
  return issues.filter((issue) => issue.severity === 'ERROR' && !(issue.rootType === 'Product' && NO_PRICES_PUBLISHED.some((rule) => rule.test(issue.issueMessage))));
}
