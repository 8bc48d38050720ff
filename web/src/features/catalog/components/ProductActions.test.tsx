/**
 * A product's actions as the islands page runs them (no router, docs/decisions/0014): Request Quote opens its dialog
 * in place with the URL saying so, Back closes it, Close takes the query off in place, and a page served with the
 * dialog open (a click before the script ran) starts with it open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserEmotionCache } from '../../../app/emotion-cache.ts';
import { IslandProviders } from '../../../app/islands/IslandProviders.tsx';
import { NOTHING_POSTED } from '../../../components/enquiry/form-state.ts';
import { ProductActions } from './ProductActions.tsx';

const PATH = '/in/products/details/line-post-insulator-11-kv-3fdd2c8f-b896-5958-a0c1-7f372604b663';
const PRODUCT = { id: '3fdd2c8f-b896-5958-a0c1-7f372604b663', name: 'Line Post Insulator 11 kV' };

/** Renders the actions' island at PATH with the query `search`, as start-islands.tsx hydrates it. */
function renderIsland(search: string) {
  window.history.replaceState(null, '', PATH + search);
  return render(
    <IslandProviders pathname={PATH} search={search} emotionCache={createBrowserEmotionCache()}>
      <ProductActions code="in" vendor="radhe" product={PRODUCT} datasheetHref="/api/Products/x/datasheet" posted={{ quote: NOTHING_POSTED, catalog: NOTHING_POSTED }} />
    </IslandProviders>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('ProductActions on an islands page', () => {
  it('opens Request Quote in place, with its own history entry: Back closes it', async () => {
    const user = userEvent.setup();
    renderIsland('');
    const entries = window.history.length;
    const link = screen.getByRole('link', { name: 'Request Quote' });
    expect(link).toHaveAttribute('href', `${PATH}?enquiry=quote`);

    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Request Quote' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(`${PATH}?enquiry=quote`);
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue(`Please send a quotation for: ${PRODUCT.name}.`);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('starts with the dialog the URL asks for, and Close takes the query off without a new entry', async () => {
    const user = userEvent.setup();
    renderIsland('?enquiry=catalog');
    expect(screen.getByRole('dialog', { name: 'Download Catalog' })).toBeInTheDocument();
    const entries = window.history.length;

    const close = screen.getByRole('link', { name: 'Close' });
    expect(close).toHaveAttribute('href', PATH);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname + window.location.search).toBe(PATH);
    expect(window.history.length).toBe(entries);
  });
});
