/**
 * The quote count of an islands page without React (show-quote-counts.ts): the server's empty count
 * (QuoteCountBadge.tsx, as the server renders it) filled in from the list this browser keeps, and kept up to date
 * as the list changes on this page or in another tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QuoteCountBadge } from './QuoteCountBadge.tsx';
import { showQuoteCounts } from './show-quote-counts.ts';
import { writeStoredList } from '../../lib/stored-list-store.ts';

const LINE = { id: 'a1', productId: '3f2c9a6e-8d4b-4e1f-9a7c-2b5d6e8f0a13', name: 'Long Rod Insulator 220 kV', quantity: 4, unit: 'pieces', configuration: '', note: '' };
const OTHER = { ...LINE, id: 'b2', productId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Post Insulator' };

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The top bar's link as the server draws it on an islands page: the label and the empty count. */
function serveTheLink(code: 'in' | 'fd' = 'in') {
  document.body.innerHTML = `<a href="/${code}/quote" id="link"><span>Quote list</span>${renderToString(createElement(QuoteCountBadge, { code, count: 0 }))}</a>`;
  return document.getElementById('link')!;
}

/** What a visitor sees and hears of the link: its text as read (hidden parts left out) and the badge's number. */
function shown(link: HTMLElement) {
  const visible = [...link.querySelectorAll<HTMLElement>('span')].filter((span) => !span.closest('[hidden]') && span.children.length === 0);
  const badge = link.querySelector<HTMLElement>('[aria-hidden]')!;
  return { name: visible.filter((span) => !span.closest('[aria-hidden]')).map((span) => span.textContent).join(''), badge: badge.hidden ? null : badge.textContent };
}

describe('showQuoteCounts', () => {
  it('shows nothing beside the link while the list is empty', () => {
    const link = serveTheLink();
    stop = showQuoteCounts();
    expect(shown(link)).toEqual({ name: 'Quote list', badge: null });
  });

  it('shows the number of well-formed lines this browser keeps for the storefront, in the badge and in the link name', () => {
    localStorage.setItem('quote:radhe', JSON.stringify([LINE, { name: 'no product id' }, OTHER]));
    localStorage.setItem('quote:therm', JSON.stringify([LINE]));
    const link = serveTheLink();
    stop = showQuoteCounts();
    expect(shown(link)).toEqual({ name: 'Quote list, 2 items', badge: '2' });
  });

  it("follows the list as it changes on this page (an Add to quote island) and in another tab", () => {
    const link = serveTheLink('fd');
    stop = showQuoteCounts();
    writeStoredList('quote:therm', [LINE]);
    expect(shown(link)).toEqual({ name: 'Quote list, 1 item', badge: '1' });

    localStorage.setItem('quote:therm', JSON.stringify([LINE, OTHER]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'quote:therm' }));
    expect(shown(link)).toEqual({ name: 'Quote list, 2 items', badge: '2' });

    writeStoredList('quote:therm', []);
    expect(shown(link)).toEqual({ name: 'Quote list', badge: null });
  });
});
