/**
 * The compare bar folds into a small button and opens again, and keeps that choice for the visit, so a buyer on
 * a phone is not covered by it on every page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentNavigation, SiteNavigationProvider } from '../../lib/navigation.tsx';
import { renderWithProviders } from '../../test/catalog-test-utils.tsx';
import CompareBar, { COMPARE_BAR_FOLDED_KEY } from './CompareBar.tsx';

const picks = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Long Rod 132 kV' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Long Rod 220 kV' },
];

function renderBar() {
  localStorage.setItem('compare:radhe', JSON.stringify(picks));
  return renderWithProviders(
    <SiteNavigationProvider value={documentNavigation('/in/products/long-rods', '')}>
      <CompareBar code="in" vendor="radhe" />
    </SiteNavigationProvider>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('CompareBar', () => {
  it('Hide folds the bar into one button that says how many are picked, and that button opens it again', async () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Compare bar' });
    expect(within(bar).getByText('Long Rod 132 kV')).toBeVisible();

    await userEvent.click(within(bar).getByRole('button', { name: 'Hide the compare bar' }));
    const folded = screen.getByRole('region', { name: 'Compare bar' });
    expect(within(folded).queryByText('Long Rod 132 kV')).toBeNull();
    expect(within(folded).queryByRole('link', { name: 'Compare' })).toBeNull();
    const open = within(folded).getByRole('button', { name: 'Compare 2 of 4' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(sessionStorage.getItem(COMPARE_BAR_FOLDED_KEY)).toBe('1');

    await userEvent.click(open);
    const opened = screen.getByRole('region', { name: 'Compare bar' });
    expect(within(opened).getByText('Long Rod 220 kV')).toBeVisible();
    expect(within(opened).getByRole('link', { name: 'Compare' })).toBeVisible();
    expect(sessionStorage.getItem(COMPARE_BAR_FOLDED_KEY)).toBeNull();
  });

  it('stays folded on the next page of the visit', () => {
    sessionStorage.setItem(COMPARE_BAR_FOLDED_KEY, '1');
    renderBar();
    expect(screen.getByRole('button', { name: 'Compare 2 of 4' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Long Rod 132 kV')).toBeNull();
  });
});
