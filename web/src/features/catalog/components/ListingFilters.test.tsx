/**
 * The category page's facets: a GET form that works without the app, chips
 * that are links, a ticked box applying at once with the app, and the listing read again with the filters.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';
import { IDS, jsonResponse, renderCatalogRoute, sampleListing, sampleProduct, stubFetch } from '../../../test/catalog-test-utils.tsx';
import { pageSearch } from './ListingMore.tsx';
import { cardProperties } from '../../../components/catalog/card-properties.ts';
import { APPLY_TEXT, CLEAR_ALL_TEXT, FILTERS_TITLE, filterLabel, RESULTS_ID } from './ListingFilters.tsx';

const voltage: AttributeDefinition = { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true };
const pollution: AttributeDefinition = { key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c – Medium', 'd – Heavy'], filter: true, card: false };

const filteredListing = sampleListing({
  productAttributes: [voltage, pollution],
  facets: [
    { attribute: voltage.key, kind: 'range', min: 132, max: 400, count: 3 },
    { attribute: pollution.key, kind: 'choice', choices: [{ value: 'c – Medium', count: 0 }, { value: 'd – Heavy', count: 2 }] },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ListingFilters', () => {
  it('is a GET form to the page with the bounds, the choices and their counts, and chips that link to the page without them', async () => {
    const fetchMock = stubFetch(() => jsonResponse(filteredListing));
    const url = `/in/products/${IDS.category}?f.nominal-system-voltage=200..&f.pollution-class=${encodeURIComponent('d – Heavy')}`;
    renderCatalogRoute(url);
    const form = await screen.findByRole('form', { name: FILTERS_TITLE });
    // The read carries the filters in their one spelling.
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      `/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree&f.nominal-system-voltage=200..&f.pollution-class=d+%E2%80%93+Heavy`,
    );
    expect(form).toHaveAttribute('method', 'get');
    // Without the app the browser lands on the results after Apply (the address's fragment).
    expect(form).toHaveAttribute('action', `/in/products/${IDS.category}#${RESULTS_ID}`);
    const from = within(form).getByRole('spinbutton', { name: 'From' });
    expect(from).toHaveAttribute('name', 'f.nominal-system-voltage.min');
    expect(from).toHaveValue(200);
    expect(within(form).getByRole('spinbutton', { name: 'To' })).toHaveAttribute('placeholder', '400');
    expect(within(form).getByRole('checkbox', { name: /d – Heavy/ })).toBeChecked();
    // A choice no product left holds cannot be ticked.
    expect(within(form).getByRole('checkbox', { name: /c – Medium/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: APPLY_TEXT })).toHaveAttribute('type', 'submit');

    const chip = within(form).getByRole('link', { name: 'Remove filter Nominal System Voltage: ≥ 200 kV' });
    expect(chip).toHaveAttribute('href', `/in/products/${IDS.category}?f.pollution-class=d+%E2%80%93+Heavy`);
    expect(within(form).getByRole('link', { name: CLEAR_ALL_TEXT })).toHaveAttribute('href', `/in/products/${IDS.category}#${RESULTS_ID}`);
  });

  it('with the app, applies a ticked box at once and reads the listing filtered', async () => {
    const fetchMock = stubFetch(() => jsonResponse(filteredListing));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const form = await screen.findByRole('form', { name: FILTERS_TITLE });
    await userEvent.click(within(form).getByRole('checkbox', { name: /d – Heavy/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Empty bounds are left out of the URL and the read.
    expect(String(fetchMock.mock.calls[1][0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree&f.pollution-class=d+%E2%80%93+Heavy`);
  });

  it('after Apply filters and after Clear all shows the top of the results; a ticked box stays where it is', async () => {
    stubFetch(() => jsonResponse(filteredListing));
    // jsdom does not scroll: record what would be scrolled into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const form = await screen.findByRole('form', { name: FILTERS_TITLE });
    await userEvent.click(within(form).getByRole('checkbox', { name: /d – Heavy/ }));
    await waitFor(() => expect(within(screen.getByRole('form', { name: FILTERS_TITLE })).getByRole('checkbox', { name: /d – Heavy/ })).toBeChecked());
    expect(scrolled).toEqual([]);

    await userEvent.type(within(screen.getByRole('form', { name: FILTERS_TITLE })).getByRole('spinbutton', { name: 'From' }), '200');
    await userEvent.click(within(screen.getByRole('form', { name: FILTERS_TITLE })).getByRole('button', { name: APPLY_TEXT }));
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual([RESULTS_ID]));

    await userEvent.click(within(screen.getByRole('form', { name: FILTERS_TITLE })).getByRole('link', { name: CLEAR_ALL_TEXT }));
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual([RESULTS_ID, RESULTS_ID]));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('says what a filter holds', () => {
    expect(filterLabel(voltage, { kind: 'range', min: 200, max: 400 })).toBe('Nominal System Voltage: 200–400 kV');
    expect(filterLabel(voltage, { kind: 'range', max: 400 })).toBe('Nominal System Voltage: ≤ 400 kV');
    expect(filterLabel(pollution, { kind: 'choice', values: ['c – Medium', 'd – Heavy'] })).toBe('Pollution Class: c – Medium or d – Heavy');
  });

  it("puts the category's card ratings first on a product card", () => {
    const product = sampleProduct({
      properties: [
        { key: 'Creepage', value: '6,125 mm', attribute: 'creepage-distance' },
        { key: 'Housing', value: 'Silicone' },
        { key: 'Nominal System Voltage', value: '220 kV', attribute: voltage.key },
        { key: 'Standard', value: 'IEC 61109' },
      ],
    });
    expect(cardProperties(product.properties, new Set([voltage.key])).map((p) => p.key)).toEqual(['Nominal System Voltage', 'Creepage', 'Housing']);
    expect(cardProperties(product.properties).map((p) => p.key)).toEqual(['Creepage', 'Housing', 'Nominal System Voltage']);
  });

  it("keeps the filters on the paging links ('Load more', back to the first products)", () => {
    const search = '?f.pollution-class=d+%E2%80%93+Heavy&after=old&f.nominal-system-voltage.max=&utm_source=x';
    expect(pageSearch(search, 'next')).toBe('?f.pollution-class=d+%E2%80%93+Heavy&after=next');
    expect(pageSearch(search, null)).toBe('?f.pollution-class=d+%E2%80%93+Heavy');
    expect(pageSearch('', null)).toBe('');
  });
});
