import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ENQUIRY_LINE_LIMITS } from '../../../../contracts/enquiry.ts';
import { clampQuantity, enquiryLinesOf, parseQuoteLines, useQuoteList } from './quote-list.ts';

const ROD = { id: '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Long Rod Insulator 220 kV, 120 kN' };
const JOINT = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Axial Expansion Joint DN 600' };

afterEach(() => localStorage.clear());

describe('the quote list', () => {
  it('keeps a line per product and configuration; adding one again adds to its quantity', () => {
    const { result } = renderHook(() => useQuoteList('radhe'));
    act(() => void expect(result.current.add(ROD, 400)).toBe('added'));
    act(() => void expect(result.current.add(ROD, 100)).toBe('increased'));
    act(() => void expect(result.current.add(ROD, 1, 'Tension string')).toBe('added'));
    expect(result.current.lines.map((l) => [l.name, l.quantity, l.configuration])).toEqual([
      [ROD.name, 500, ''],
      [ROD.name, 1, 'Tension string'],
    ]);
    act(() => result.current.change(result.current.lines[0].id, { unit: 'sets', note: 'Galvanised', quantity: 1e9 }));
    expect(result.current.lines[0]).toMatchObject({ unit: 'sets', note: 'Galvanised', quantity: ENQUIRY_LINE_LIMITS.quantityMax });
    act(() => result.current.remove(result.current.lines[1].id));
    expect(enquiryLinesOf(result.current.lines)).toEqual([{ productId: ROD.id, quantity: 1_000_000, unit: 'sets', configuration: '', note: 'Galvanised' }]);
  });

  it('is one list per storefront, survives a reload (localStorage) and refuses a line past the limit', () => {
    const radhe = renderHook(() => useQuoteList('radhe'));
    act(() => void radhe.result.current.add(ROD));
    expect(JSON.parse(localStorage.getItem('quote:radhe')!)).toHaveLength(1);
    expect(renderHook(() => useQuoteList('therm')).result.current.count).toBe(0);
    const full = Array.from({ length: ENQUIRY_LINE_LIMITS.lines }, (_, i) => ({ productId: ROD.id, name: ROD.name, quantity: 1, unit: 'pieces', configuration: `c${i}`, note: '' }));
    localStorage.setItem('quote:radhe', JSON.stringify(full));
    const again = renderHook(() => useQuoteList('radhe'));
    expect(again.result.current.count).toBe(ENQUIRY_LINE_LIMITS.lines);
    act(() => void expect(again.result.current.add(JOINT)).toBe('full'));
    expect(again.result.current.count).toBe(ENQUIRY_LINE_LIMITS.lines);
  });

  it('merges a line into its twin when its configuration becomes the same, adding the quantities', () => {
    const { result } = renderHook(() => useQuoteList('radhe'));
    act(() => void result.current.add(ROD, 10));
    act(() => void result.current.add(ROD, 5, 'Tension string'));
    act(() => result.current.change(result.current.lines[1].id, { configuration: '' }));
    expect(result.current.lines.map((l) => [l.configuration, l.quantity])).toEqual([['', 15]]);
  });

  it('reads only well-formed lines from storage, within the limits', () => {
    const raw = JSON.stringify([
      { productId: ROD.id, name: ROD.name, quantity: 0, unit: 'tonnes' },
      { productId: 'nope', name: 'x' },
      { productId: JOINT.id, name: JOINT.name, quantity: 2.6, unit: 'metres', note: 'x'.repeat(600) },
      null,
    ]);
    expect(parseQuoteLines(raw)).toEqual([
      { id: expect.any(String), productId: ROD.id, name: ROD.name, quantity: 1, unit: 'pieces', configuration: '', note: '' },
      { id: expect.any(String), productId: JOINT.id, name: JOINT.name, quantity: 3, unit: 'metres', configuration: '', note: 'x'.repeat(500) },
    ]);
    expect(parseQuoteLines('{not json')).toEqual([]);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
