import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverMarkup } from '../../../test/server-markup.ts';
import { DEFAULT_INDUSTRY, industries } from '../../../../../content/therm/industries.ts';
import { IndustriesSelector } from './IndustriesSelector.tsx';

const selector = <IndustriesSelector industries={industries} defaultIndustry={DEFAULT_INDUSTRY} />;
const shownHeadings = () => within(screen.getByTestId('industry-panel')).getAllByRole('heading').map((h) => h.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('IndustriesSelector (product-spec.md §2 "defaults to Steel Plants")', () => {
  it('before the app runs: each industry an in-page link to its own panel, Steel Plants marked', () => {
    const page = serverMarkup(selector);
    const links = [...page.querySelectorAll('[data-testid="industries-list"] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(industries.map((i) => `#industry-${i.name.toLowerCase().replace(/ /g, '-')}`));
    for (const link of links) expect(page.querySelector(link.getAttribute('href')!)?.querySelector('h3')).toBeTruthy();
    expect(page.querySelectorAll('[data-industry-panel][hidden]')).toHaveLength(0);
    expect(page.querySelector('[data-industry-panel][data-default] h3')?.textContent).toBe('Steel Plants');
    expect(page.querySelector('[aria-current="true"]')?.textContent).toBe('Steel Plants');
  });

  it('with the app: shows Steel Plants, changes in place on a plain click without touching the address', () => {
    render(selector);
    expect(shownHeadings()).toEqual(['Steel Plants']);
    const cement = screen.getByRole('link', { name: 'Cement Plants' });
    const click = createEvent.click(cement, { button: 0 });
    fireEvent(cement, click);
    expect(click.defaultPrevented).toBe(true);
    expect(shownHeadings()).toEqual(['Cement Plants']);
    expect(cement).toHaveAttribute('aria-current', 'true');
    expect(window.location.hash).toBe('');
  });

  it('with the app: keeps the panel the visitor opened before it ran', () => {
    window.history.replaceState(null, '', '/fd#industry-power-plants');
    render(selector);
    expect(shownHeadings()).toEqual(['Power Plants']);
  });
});
