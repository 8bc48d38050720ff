import { describe, expect, it } from 'vitest';
import { encodeListingCursor } from './listing-page.ts';
import { renderQuery } from './server-render.ts';

const ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('renderQuery', () => {
  it("adds a category page's filters in their one spelling", () => {
    const query = '?f.b=2..&utm_source=x&after=&f.a.min=&f.a.max=10&enquiry=quote';
    expect(renderQuery(query, '/in/products/0f1e2d3c-4b5a-4697-8877-665544332211')).toBe('?enquiry=quote&f.a.max=10&f.b=2..');
    // Filters make no page of their own anywhere else (a loop of ?f.x=… on /in/about-us renders one page).
    expect(renderQuery(query, '/in/about-us')).toBe('?enquiry=quote');
    expect(renderQuery(query, '/in/products/details/0f1e2d3c-4b5a-4697-8877-665544332211')).toBe('?enquiry=quote');
  });

  it('keeps the enquiry dialog values and drops every other parameter', () => {
    expect(renderQuery('?enquiry=quote&utm_source=x')).toBe('?enquiry=quote');
    expect(renderQuery('?enquiry=other')).toBe('');
  });

  it("keeps a listing's ?after= cursor in its one spelling, and drops one that is not a cursor", () => {
    const cursor = encodeListingCursor({ position: 0, name: 'Rod 048', id: ID });
    expect(renderQuery(`?after=${cursor}&fbclid=1`)).toBe(`?after=${cursor}`);
    const respelled = Buffer.from(`[0, "Rod 048", "${ID.toUpperCase()}"]`).toString('base64url');
    expect(renderQuery(`?after=${respelled}`)).toBe(`?after=${cursor}`);
    expect(renderQuery('?after=not-a-cursor')).toBe('');
    expect(renderQuery(`?after=${cursor}&enquiry=catalog`)).toBe(`?enquiry=catalog&after=${cursor}`);
  });
});
