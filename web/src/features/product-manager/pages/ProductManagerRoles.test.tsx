import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { managerHiddenText, storefrontRefusedText } from '../../../lib/staff-access.tsx';
import { installFakeApi, renderManager, setupAdminTests } from '../test/admin-test-utils.tsx';

setupAdminTests();

describe('ProductManagerPage shows only what the roles allow (staff governance)', () => {
  it('offers an editor of therm only the therm storefront, even when radhe was the selected vendor', async () => {
    const user = userEvent.setup();
    localStorage.setItem('selectedVendor', 'radhe');
    const api = installFakeApi();
    renderManager(undefined, { roles: ['editor.therm'] });
    expect(await screen.findByRole('button', { name: 'Open category Expansion Joints' })).toBeInTheDocument();
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    expect(vendor).toHaveTextContent('Therm');
    await user.click(vendor);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Therm']);
    expect(api.requests.some((r) => r.path === '/api/Categories/radhe')).toBe(false);
    expect(localStorage.getItem('selectedVendor')).toBe('therm');
  });

  it('says why when the address names a storefront the account may not edit, and shows none of it', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager(undefined, { roles: ['editor.therm'], path: '/admin/manage?vendor=radhe' });
    const notice = await screen.findByTestId('storefront-refused');
    expect(notice).toHaveTextContent('radhe storefront');
    expect(storefrontRefusedText(['editor.therm'])).toBe('Your account may not edit this storefront’s catalogue. Your roles: editor.therm.');
    expect(notice).toHaveTextContent(storefrontRefusedText(['editor.therm']));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Category' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/Categories/radhe')).toBe(false);
    // Choosing the storefront it may edit leaves the notice.
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(screen.getByRole('option', { name: 'Therm' }));
    expect(await screen.findByRole('button', { name: 'Open category Expansion Joints' })).toBeInTheDocument();
    expect(screen.queryByTestId('storefront-refused')).not.toBeInTheDocument();
  });

  it('opens the storefront the address names for an administrator', async () => {
    installFakeApi();
    renderManager(undefined, { roles: ['admin'], path: '/admin/manage?vendor=therm' });
    expect(await screen.findByRole('button', { name: 'Open category Expansion Joints' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Therm');
  });

  it('shows a sales account one line saying why instead of the manager, and asks nothing', async () => {
    const api = installFakeApi();
    renderManager(undefined, { roles: ['sales'] });
    expect(screen.getByTestId('hidden-tool')).toHaveTextContent(managerHiddenText(['sales']));
    expect(managerHiddenText(['sales'])).toBe('The Product Manager is for catalogue editors and administrators; your roles: sales.');
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
