import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ERRORS, ADMIN_SUCCESS, CATEGORY_GONE_TEXT } from '../texts.ts';
import { IDS, TEST_TOKEN, installFakeApi, renderManager, expectToast, setupAdminTests, pressInManager } from '../test/admin-test-utils.tsx';

setupAdminTests();

const table = () => screen.getByRole('table');
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      // The first cell of a sortable row is its drag handle.
      const cells = within(row).getAllByRole('cell');
      return cells[cells.length > 3 ? 1 : 0].textContent;
    });
const trail = () => screen.getByRole('navigation', { name: 'Category trail' });
const crumbTexts = () => within(trail()).getAllByRole('listitem').map((item) => item.textContent);

describe('ProductManagerPage (product-spec.md §2 "Admin Product Manager")', () => {
  it('lists the root of the selected vendor: title, Root trail, subcategories first, then products', async () => {
    const api = installFakeApi();
    renderManager();
    expect(screen.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Radhe');
    expect(screen.getByRole('button', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open category Insulators' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Name', 'Image', 'Actions']);
    expect(rowNames()).toEqual(['Insulators', 'Disc Insulator']);
    expect(crumbTexts()).toEqual(['Root']);
    // The manager reads the staff view (drafts included, with the bearer token) and sends no categoryId for the root (§7).
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/Categories/radhe' });
    expect(api.requests[0].query.toString()).toBe('drafts=true');
    expect(api.requests[0].headers.get('Authorization')).toMatch(/^Bearer /);
    // Image column: the stored path under the media base and vendor folder (§3).
    const thumb = within(table()).getAllByRole('presentation')[0] as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe(`/media/radhe/images/${IDS.insulators}.png`);
  });

  it('drills into subcategories (pushing crumbs) and truncates the trail on a crumb', async () => {
    const { user, api } = await pressInManager('Open category Insulators');
    expect(await screen.findByRole('button', { name: 'Open category Long Rod' })).toBeInTheDocument();
    expect(crumbTexts()).toEqual(['Root', 'Insulators']);
    expect(api.requests.at(-1)?.query.get('categoryId')).toBe(IDS.insulators);
    // The focus goes to the level just opened (the clicked row is gone).
    expect(within(trail()).getByText('Insulators')).toHaveFocus();

    // A click anywhere on a subcategory row drills in too.
    await user.click(within(table()).getByRole('button', { name: 'Open category Long Rod' }).closest('tr')!.querySelector('td:nth-child(2)')!);
    expect(await screen.findByText('Rod 132 kV')).toBeInTheDocument();
    expect(crumbTexts()).toEqual(['Root', 'Insulators', 'Long Rod']);

    await user.click(within(trail()).getByRole('button', { name: 'Insulators' }));
    expect(crumbTexts()).toEqual(['Root', 'Insulators']);
    expect(await screen.findByRole('button', { name: 'Open category Long Rod' })).toBeInTheDocument();

    await user.click(within(trail()).getByRole('button', { name: 'Root' }));
    expect(crumbTexts()).toEqual(['Root']);
    expect(await screen.findByText('Disc Insulator')).toBeInTheDocument();
  });

  it('keeps its place in the address: a reload or a sent link opens the same level with its whole trail', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const first = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Open category Insulators' }));
    await user.click(await screen.findByRole('button', { name: 'Open category Long Rod' }));
    expect(await screen.findByText('Rod 132 kV')).toBeInTheDocument();
    const address = screen.getByTestId('address').textContent!;
    expect(address).toBe(`/admin/manage?vendor=radhe&category=${IDS.longRod}`);

    // The same address opened afresh: the trail's names come from the listing (its ancestors, then itself).
    first.unmount();
    renderManager(undefined, { path: address });
    expect(await screen.findByText('Rod 132 kV')).toBeInTheDocument();
    await waitFor(() => expect(crumbTexts()).toEqual(['Root', 'Insulators', 'Long Rod']));
    expect(screen.getByRole('table', { name: 'Contents of Long Rod' })).toBeInTheDocument();

    // A crumb moves the address with it; Root leaves only the storefront.
    await user.click(within(trail()).getByRole('button', { name: 'Insulators' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`/admin/manage?vendor=radhe&category=${IDS.insulators}`);
    await user.click(within(trail()).getByRole('button', { name: 'Root' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/manage\?vendor=radhe$/);
  });

  it('an address naming a category the storefront does not have says so and offers Root', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager(undefined, { path: '/admin/manage?vendor=radhe&category=99999999-9999-4999-8999-999999999999' });
    expect(await screen.findByText(CATEGORY_GONE_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Root' }));
    expect(await screen.findByRole('button', { name: 'Open category Insulators' })).toBeInTheDocument();
    expect(crumbTexts()).toEqual(['Root']);
  });

  it('a category of the other storefront in the address is not opened under this one', async () => {
    installFakeApi();
    renderManager(undefined, { path: `/admin/manage?vendor=therm&category=${IDS.insulators}` });
    // Insulators is radhe's: under therm the address names nothing there.
    expect(await screen.findByText(CATEGORY_GONE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Therm');
  });

  it('resets to Root when the vendor changes, keeps the choice in the vendor context, and shows Root again after switching back', async () => {
    const { user, api } = await pressInManager('Open category Insulators');
    await screen.findByRole('button', { name: 'Open category Long Rod' });
    expect(crumbTexts()).toEqual(['Root', 'Insulators']);

    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(vendor);
    await user.click(screen.getByRole('option', { name: 'Therm' }));
    expect(crumbTexts()).toEqual(['Root']);
    expect(await screen.findByRole('button', { name: 'Open category Expansion Joints' })).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/Categories/therm' });
    expect(api.requests.at(-1)?.query.toString()).toBe('drafts=true');
    expect(localStorage.getItem('selectedVendor')).toBe('therm');

    // Back to radhe: Root and its root listing, not the trail left behind (§2 "Changing the vendor resets the
    // view to root").
    await user.click(vendor);
    await user.click(screen.getByRole('option', { name: 'Radhe' }));
    expect(crumbTexts()).toEqual(['Root']);
    expect(await screen.findByRole('table', { name: 'Contents of Root' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Insulators', 'Disc Insulator']));
    expect(localStorage.getItem('selectedVendor')).toBe('radhe');
  });

  it("shows 'Failed to fetch categories and products.' when the level cannot load, and Retry reloads it", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.fail('GET /api/Categories', 500);
    renderManager();
    expect(await screen.findByText(ADMIN_ERRORS.fetchListing, {}, { timeout: 3000 })).toBeInTheDocument();
    api.heal('GET /api/Categories');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open category Insulators' })).toBeInTheDocument();
  });

  it('shows the loading backdrop while the level loads', async () => {
    installFakeApi();
    renderManager();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
  });
});

describe('deleting (product-spec.md §4, §7, §8)', () => {
  it('asks first (a category also deletes its subcategories and products), then DELETEs with the bearer token', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const button = await screen.findByRole('button', { name: 'Delete category Insulators' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete category?' });
    expect(dialog).toHaveTextContent('Delete the category "Insulators"? This also deletes all its subcategories and products.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Delete category?' })).getByRole('button', { name: 'Delete' }));
    await expectToast(ADMIN_SUCCESS.deleteCategory);
    const [request] = api.writes();
    expect(request).toMatchObject({ method: 'DELETE', path: `/api/Categories/${IDS.insulators}` });
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    await waitFor(() => expect(rowNames()).toEqual(['Disc Insulator']));
  });

  it('deletes a product after confirming', async () => {
    const { user, api } = await pressInManager('Delete product Disc Insulator');
    const dialog = screen.getByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('Delete the product "Disc Insulator"?');
    expect(dialog).not.toHaveTextContent('subcategories');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast(ADMIN_SUCCESS.deleteProduct);
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', path: `/api/Products/${IDS.rootProduct}` });
    await waitFor(() => expect(rowNames()).toEqual(['Insulators']));
  });

  it.each([
    ['category', 'Delete category Insulators', 'DELETE /api/Categories', ADMIN_ERRORS.deleteCategory],
    ['product', 'Delete product Disc Insulator', 'DELETE /api/Products', ADMIN_ERRORS.deleteProduct],
  ])('says so when deleting a %s fails', async (_kind, buttonName, route, text) => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.fail(route, 500);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    await user.click(await screen.findByRole('button', { name: buttonName }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast(text);
    // Logged to the console (product-spec.md §7), nothing removed from the list.
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual(['Insulators', 'Disc Insulator']);
  });
});

describe('read cache after a write (product-spec.md §4 "The local cache for the vendor is cleared")', () => {
  it("removes the vendor's storefront reads and keeps the other vendor's", async () => {
    const user = userEvent.setup();
    installFakeApi();
    const { client } = renderManager();
    client.setQueryData(['categories', 'radhe', 'root'], { cached: true });
    client.setQueryData(['categories', 'radhe', IDS.insulators], { cached: true });
    client.setQueryData(['product', 'radhe', IDS.rootProduct], { cached: true });
    client.setQueryData(['categories', 'therm', 'root'], { cached: true });
    await user.click(await screen.findByRole('button', { name: 'Delete product Disc Insulator' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast(ADMIN_SUCCESS.deleteProduct);
    expect(client.getQueryData(['categories', 'radhe', 'root'])).toBeUndefined();
    expect(client.getQueryData(['categories', 'radhe', IDS.insulators])).toBeUndefined();
    expect(client.getQueryData(['product', 'radhe', IDS.rootProduct])).toBeUndefined();
    expect(client.getQueryData(['categories', 'therm', 'root'])).toEqual({ cached: true });
  });
});

describe('paging of the product rows', () => {
  /** Adds `count` root products 'Bulk 001'… to radhe after 'Disc Insulator'. */
  function withManyProducts(count: number) {
    const api = installFakeApi();
    const template = api.products[0];
    for (let i = 1; i <= count; i += 1) {
      api.products.push({ ...template, id: `66666666-6666-4666-8666-${String(i).padStart(12, '0')}`, name: `Bulk ${String(i).padStart(3, '0')}` });
    }
    return api;
  }
  const pagination = () => screen.getByText(/^Products \d+–\d+ of \d+$/);

  // 49 rows, each with four action buttons (Publish or Unpublish, Preview, Edit, Delete) and their tooltips: slow on a busy machine.
  it('shows 48 rows and the total, then the next page by its cursor, and back; subcategory rows only on the first page', async () => {
    const user = userEvent.setup();
    const api = withManyProducts(60);
    renderManager();
    expect(await screen.findByRole('button', { name: 'Open category Insulators' })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(1 + 48);
    expect(pagination()).toHaveTextContent('Products 1–48 of 61');
    // The first page of the root: no cursor, no limit, only the staff view.
    expect(api.requests[0].query.toString()).toBe('drafts=true');

    const previous = screen.getByRole('button', { name: 'Go to previous page of products' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page of products' }));
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 49–61 of 61'));
    expect(api.requests.at(-1)?.query.get('cursor')).toEqual(expect.any(String));
    expect(rowNames()).toEqual(Array.from({ length: 13 }, (_, i) => `Bulk ${String(48 + i).padStart(3, '0')}`));
    expect(screen.getByRole('button', { name: 'Go to next page of products' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Go to previous page of products' }));
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 1–48 of 61'));
    expect(rowNames()[0]).toBe('Insulators');
  }, 30_000);

  it('changes the page size (back to the first page) and starts another level at its first page', async () => {
    const user = userEvent.setup();
    const api = withManyProducts(60);
    renderManager();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    await user.click(screen.getByRole('button', { name: 'Go to next page of products' }));
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 49–61 of 61'));

    await user.click(screen.getByRole('combobox', { name: 'Per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['24', '48', '96']);
    await user.click(screen.getByRole('option', { name: '24' }));
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 1–24 of 61'));
    expect(api.requests.at(-1)?.query.get('limit')).toBe('24');
    expect(api.requests.at(-1)?.query.get('cursor')).toBeNull();
    expect(rowNames()).toHaveLength(1 + 24);
    await user.click(screen.getByRole('button', { name: 'Go to next page of products' }));
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 25–48 of 61'));

    // Another vendor's level starts at its first page.
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(screen.getByRole('option', { name: 'Therm' }));
    expect(await screen.findByRole('button', { name: 'Open category Expansion Joints' })).toBeInTheDocument();
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/Categories/therm' });
    expect(api.requests.at(-1)?.query.get('cursor')).toBeNull();
    expect(api.requests.at(-1)?.query.get('limit')).toBe('24');
  }, 15_000);

  it('shows no paging under a level without products, and the total under a small one', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Open category Insulators' }));
    await screen.findByRole('button', { name: 'Open category Long Rod' });
    expect(screen.queryByRole('button', { name: 'Go to next page of products' })).toBeNull();
    await user.click(within(trail()).getByRole('button', { name: 'Root' }));
    expect(await screen.findByText('Products 1–1 of 1')).toBeInTheDocument();
  });

  it('goes back a page when a delete empties the last one, and reloads the page after a delete', async () => {
    const user = userEvent.setup();
    withManyProducts(48);
    renderManager();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    expect(pagination()).toHaveTextContent('Products 1–48 of 49');
    await user.click(screen.getByRole('button', { name: 'Go to next page of products' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bulk 048']));
    await user.click(screen.getByRole('button', { name: 'Delete product Bulk 048' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast(ADMIN_SUCCESS.deleteProduct);
    await waitFor(() => expect(pagination()).toHaveTextContent('Products 1–48 of 48'));
    await waitFor(() => expect(rowNames()[0]).toBe('Insulators'));
  }, 15_000);
});
