/**
 * What an islands page carries for the browser (docs/decisions/0014): the name and props of each island, in the
 * order of the page, as a JSON data block (`<script type="application/json" id="islands">`, never an inline
 * script). The `data-island` attribute of each island's element is its index here. Which pages are islands pages:
 * the routes whose `handle` is ISLANDS_PAGE (app/router.tsx).
 */
import { jsonDataBlock } from '../../../../contracts/json-data-block.ts';
import { HOLD_CLICK_ATTRIBUTE, ISLAND_STARTS, type IslandName } from '../../components/island/island-names.ts';

/** Id of the data block in the page. */
export const ISLANDS_DATA_ID = 'islands';

/** One island of the page: its registry name and its props (JSON). */
export interface IslandData {
  name: IslandName;
  props: object;
}

/** The `handle` of a route whose page is an islands page. */
export const ISLANDS_PAGE = { islands: true } as const;

/** True when the deepest matched route of a render is an islands page (its `handle` is ISLANDS_PAGE). */
export function isIslandsPage(context: { matches: Array<{ route: { handle?: unknown } }> }): boolean {
  const handle = context.matches.at(-1)?.route.handle as { islands?: unknown } | undefined;
  return handle?.islands === true;
}

/** The `useId` prefix of the island at `index`: the same on the server and in the browser. */
export function islandIdPrefix(index: number): string {
  return `i${index}-`;
}

/** The data block as HTML. */
export function islandsDataHtml(islands: IslandData[]): string {
  return jsonDataBlock(ISLANDS_DATA_ID, islands);
}

/** The islands of the page, or null when it is not an islands page (or the block is unreadable or names none we know). */
export function readIslandsData(doc: Document = document): IslandData[] | null {
  const raw = doc.getElementById(ISLANDS_DATA_ID)?.textContent;
  if (!raw) return null;
  try {
    const islands = JSON.parse(raw) as unknown;
    if (!Array.isArray(islands)) return null;
    return islands.every((island: Partial<IslandData>) => typeof island?.name === 'string' && island.name in ISLAND_STARTS && typeof island.props === 'object')
      ? (islands as IslandData[])
      : null;
  } catch (error) {
    console.error('Unreadable islands data', error);
    return null;
  }
}

/**
 * The speculation rules of an islands page: a link to another public page that the visitor hovers (200 ms) or
 * starts to press is fetched ahead, so following it, a document navigation, starts from a page already in hand
 * (Chromium's Speculation Rules; other browsers ignore the block). Not the staff area, the API, media, an enquiry's
 * confirmation or a dialog's address, nor a link whose click is held for its island (HOLD_CLICK_ATTRIBUTE: a card's
 * Compare, "Load more"), which acts in place rather than opening its address.
 */
export const SPECULATION_RULES_HTML = `<script type="speculationrules">${JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/media/*' } },
          { not: { href_matches: '/*/enquiry/*' } },
          { not: { href_matches: '/*\\?*enquiry=*' } },
          { not: { selector_matches: `[${HOLD_CLICK_ATTRIBUTE}]` } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})}</script>`;
