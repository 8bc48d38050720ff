/**
 * The radhe storefront's two factory addresses from the configured production sites (product-spec.md §2
 * "Production Facility: two factory addresses"), chosen as the footer chooses them (content.ts indexes).
 */
import type { CompanyContact } from '../../../../../contracts/public-config.ts';
import { storefrontContent } from '../../content.ts';

/** The radhe factories: its own configured sites, else the first two configured. */
export function radheProductionSites(contact: Pick<CompanyContact, 'productionSites'>): string[] {
  const [a, b] = storefrontContent.in.productionSiteIndexes;
  const own = [contact.productionSites[a], contact.productionSites[b]].filter((s): s is string => Boolean(s));
  return own.length > 0 ? own : contact.productionSites.slice(0, 2);
}
