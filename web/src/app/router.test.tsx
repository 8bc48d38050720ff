import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorProvider } from '../lib/vendor-context.tsx';
import { SELECTED_VENDOR_STORAGE_KEY } from '../lib/selected-vendor.ts';
import { WANDERED_OFF_TEXT } from '../components/FallbackPage.tsx';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from './router.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes({ queryClient: new QueryClient(), awaitReads: false }), { initialEntries: [path] });
  render(
    <VendorProvider>
      <RouterProvider router={router} />
    </VendorProvider>,
  );
  return router;
}

describe('route table (product-spec.md §2 "Routes")', () => {
  it('selects radhe on an /in route even when therm was stored', async () => {
    localStorage.setItem(SELECTED_VENDOR_STORAGE_KEY, 'therm');
    renderAt('/in/no-such-page');
    expect(await screen.findByText(WANDERED_OFF_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY)).toBe('radhe');
    expect(screen.getAllByRole('link', { name: 'Clientele' }).length).toBeGreaterThan(0);
  });

  it('selects therm on an /fd route and shows the therm menu', async () => {
    renderAt('/fd/no-such-page');
    expect(await screen.findByText(WANDERED_OFF_TEXT)).toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY)).toBe('therm');
    expect(screen.getAllByRole('link', { name: 'R&D' })[0]).toHaveAttribute('href', '/fd/research');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/fd');
  });

  it('shows the fallback page on an unknown top-level route, outside any storefront', async () => {
    renderAt('/nowhere/at/all');
    expect(await screen.findByText(WANDERED_OFF_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Open menu')).not.toBeInTheDocument();
    expect(localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('scrolls smoothly to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/nowhere');
    await screen.findByText(WANDERED_OFF_TEXT);
    scrollTo.mockClear();
    await act(() => router.navigate('/elsewhere'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('landmarks', () => {
  it('has exactly one main landmark on a storefront fallback page and on the bare one', async () => {
    renderAt('/in/no-such-page');
    await screen.findByText(WANDERED_OFF_TEXT);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    cleanup();
    renderAt('/nowhere');
    await screen.findByText(WANDERED_OFF_TEXT);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('landing page', () => {
  it('leads to both storefronts and shows no stray separators without a configured contact', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Composite insulators, surge arresters & switchgear/ })).toHaveAttribute('href', '/in');
    expect(screen.getByRole('link', { name: /Expansion joints, bellows, dampers & metal hoses/ })).toHaveAttribute('href', '/fd');
    expect(screen.getByRole('contentinfo').textContent).not.toContain('·');
  });
});
