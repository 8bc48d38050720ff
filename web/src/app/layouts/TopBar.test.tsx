import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { thermMenu } from '../../storefronts/menu.ts';
import { TopBar } from './TopBar.tsx';

const logo = { src: '/t.svg', alt: 'Therm', width: 10, height: 10 };

function renderBar(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: (<><TopBar menu={thermMenu} homePath="/fd" logo={logo} /><Link to="/fd/quality">Elsewhere</Link></>) }],
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

describe('top bar phone menu (product-spec.md §2, issue 17)', () => {
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
        <TopBar menu={thermMenu} homePath="/fd" logo={logo} />
        <Link to="/fd/quality">Elsewhere</Link>
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

describe('top bar search (issue 20)', () => {
  it("opens a GET form to the storefront's search page, and with the app searches in place", async () => {
    const router = createMemoryRouter([{ path: '*', element: <TopBar menu={thermMenu} homePath="/fd" logo={logo} search="fd" /> }], { initialEntries: ['/fd'] });
    render(<RouterProvider router={router} />);
    const button = screen.getByLabelText('Search products', { selector: 'summary' });
    const details = button.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(button);
    expect(details.open).toBe(true);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fd/search');
    const box = within(form).getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, 'DN 600 10 bar{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/fd/search?q=DN+600+10+bar');
    expect(details.open).toBe(false);
  });

  it('is not on a bar without a storefront (the admin bar)', () => {
    renderBar('/fd');
    expect(screen.queryByRole('search', { hidden: true })).toBeNull();
  });
});
