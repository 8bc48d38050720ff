import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../test/catalog-test-utils.tsx';
import { thermMenu } from '../../storefronts/menu.ts';
import { TopBar } from './TopBar.tsx';
import { RouterNavigation } from './RouterNavigation.tsx';

const logo = { src: '/t.svg', alt: 'Therm', width: 10, height: 10 };
const PRODUCT = sampleProduct({ vendor: 'therm' });

function renderBar(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: (<RouterNavigation><TopBar menu={thermMenu} homePath="/fd" logo={logo} /><Link to="/fd/quality">Elsewhere</Link></RouterNavigation>) }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menu = () => screen.getByTestId('site-menu') as HTMLDetailsElement;
const summary = () => menu().querySelector('summary')!;
const panel = () => screen.getByTestId('site-menu-panel');
const menuLink = (name: string) => within(panel()).getByRole('link', { name, hidden: true });

// jsdom applies every media rule of the style sheets whatever its width, so the menu (shown below md only)
// counts as hidden here: queries take `hidden: true`, and the label shown is read from its own display.
const displayed = (element: Element) => getComputedStyle(element).display !== 'none';
// jsdom does not count a summary as focusable (browsers do), so the focus handed back is observed on the call.
const watchFocus = () => vi.spyOn(summary(), 'focus');

describe('top bar phone menu (product-spec.md §2)', () => {
  it('is a details disclosure whose summary is named Open menu, then Close menu', async () => {
    renderBar('/fd/products');
    expect(menu().tagName).toBe('DETAILS');
    expect(menu().open).toBe(false);
    expect(displayed(within(summary()).getByText('Open menu'))).toBe(true);
    expect(displayed(within(summary()).getByText('Close menu'))).toBe(false);

    await userEvent.click(summary());
    expect(menu().open).toBe(true);
    expect(displayed(within(summary()).getByText('Close menu'))).toBe(true);
    expect(displayed(within(summary()).getByText('Open menu'))).toBe(false);
  });

  it('lists every entry as a real link, the current one marked', () => {
    renderBar('/fd/products');
    const links = within(panel()).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.textContent)).toEqual(thermMenu.map((m) => m.label));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(thermMenu.map((m) => m.path));
    expect(menuLink('Products')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('Home')).not.toHaveAttribute('aria-current');
  });

  it('closes when a menu link is followed, and when the path changes otherwise', async () => {
    const router = renderBar('/fd');
    await userEvent.click(summary());
    const focus = watchFocus();
    await userEvent.click(menuLink('R&D'));
    expect(router.state.location.pathname).toBe('/fd/research');
    expect(menu().open).toBe(false);
    expect(focus).toHaveBeenCalled();

    await userEvent.click(summary());
    expect(menu().open).toBe(true);
    await act(() => router.navigate('/fd/quality'));
    expect(menu().open).toBe(false);
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    renderBar('/fd');
    await userEvent.click(summary());
    const focus = watchFocus();
    menuLink('Quality').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(focus).toHaveBeenCalled();
  });

  it('keeps a menu opened before hydration open, and closes it on the next navigation', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/fd']}>
        <RouterNavigation>
          <TopBar menu={thermMenu} homePath="/fd" logo={logo} />
          <Link to="/fd/quality">Elsewhere</Link>
        </RouterNavigation>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The visitor opens the menu before the app runs: the browser alone opens the details.
    const details = container.querySelector('details')!;
    details.open = true;
    const root = await act(async () => hydrateRoot(container, tree));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(details.open).toBe(true);
    await userEvent.click(within(container).getByRole('link', { name: 'Elsewhere' }));
    expect(details.open).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

describe('top bar search', () => {
  const answer = {
    query: 'long rod',
    quantities: [],
    products: [{ ...PRODUCT, id: '00000000-0000-4000-8000-000000000002', name: 'Long Rod Insulator 220 kV, 120 kN' }],
    productsTotal: 1,
    categories: [{ id: '00000000-0000-4000-8000-000000000001', vendor: 'therm', name: 'Long Rod Joints', description: '', imagePath: '', parentCategoryId: null, attributes: [] }],
    otherStorefront: { vendor: 'radhe', productsTotal: 0 },
  };

  afterEach(() => vi.unstubAllGlobals());

  function renderSearchBar() {
    const router = createMemoryRouter([{ path: '*', element: <RouterNavigation><TopBar menu={thermMenu} homePath="/fd" logo={logo} search="fd" /></RouterNavigation> }], { initialEntries: ['/fd'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it("opens a GET form to the storefront's search page, and with the app searches in place", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ ...answer, products: [], categories: [] })));
    const router = renderSearchBar();
    const button = screen.getByLabelText('Search products', { selector: 'summary' });
    const details = button.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(button);
    expect(details.open).toBe(true);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fd/search');
    // Once it has the focus with the app running, the box is a combobox (the suggestions' code loads then).
    const box = await within(form).findByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, 'DN 600 10 bar{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/fd/search?q=DN+600+10+bar');
    expect(details.open).toBe(false);
  });

  it('suggests categories and products as the visitor types, after a pause, and opens the one chosen with the keyboard', async () => {
    const fetchMock = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderSearchBar();
    await userEvent.click(screen.getByLabelText('Search products', { selector: 'summary' }));
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'long rod');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Long Rod JointsCategory', 'Long Rod Insulator 220 kV, 120 kNProduct']);
    // One read for the whole word typed, not one per key.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/Search/therm?q=long+rod&limit=6');
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/fd/products/details/long-rod-insulator-220-kv-120-kn-00000000-0000-4000-8000-000000000002');
  });

  it('announces no list while it has nothing to offer, and leaving the box or reopening it never picks a suggestion', async () => {
    let reply: unknown = { ...answer, products: [], categories: [] };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(reply)));
    const router = renderSearchBar();
    const summary = screen.getByLabelText('Search products', { selector: 'summary' });
    await userEvent.click(summary);
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'zz');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(box).toHaveAttribute('aria-expanded', 'false');

    reply = answer;
    await userEvent.clear(box);
    await userEvent.type(box, 'long rod');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{ArrowDown}');
    // Tab to the Search button: the highlighted suggestion is not opened, the text stays.
    await userEvent.tab();
    expect(router.state.location.pathname).toBe('/fd');
    expect(box).toHaveValue('long rod');
    // Back in the box and Enter: the search page, not an earlier highlight.
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/fd/search?q=long+rod');
  });

  it('is not on a bar without a storefront (the admin bar)', () => {
    renderBar('/fd');
    expect(screen.queryByRole('search', { hidden: true })).toBeNull();
  });
});
