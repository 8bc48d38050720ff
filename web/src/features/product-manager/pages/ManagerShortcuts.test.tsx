import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderManager, setupAdminTests } from '../test/admin-test-utils.tsx';

setupAdminTests();

describe('the Product Manager filter bar and keyboard shortcuts', () => {
  it('filters the shown level by name and says how much of the page it shows', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    await user.type(screen.getByRole('textbox', { name: 'Filter by name' }), 'disc');
    expect(screen.queryByRole('button', { name: 'Open category Insulators' })).not.toBeInTheDocument();
    expect(screen.getByText('Disc Insulator')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 on this page')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.getByRole('button', { name: 'Open category Insulators' })).toBeInTheDocument();
  });

  it("opens Add Product with 'n', Add Category with 'c', focuses the filter with '/', lists them with '?', and not while typing", async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    await user.keyboard('/');
    const filter = screen.getByRole('textbox', { name: 'Filter by name' });
    expect(filter).toHaveFocus();
    // Typing in a field types; no dialog opens.
    await user.keyboard('nc');
    expect(filter).toHaveValue('nc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(filter);
    filter.blur();

    await user.keyboard('n');
    const product = await screen.findByRole('dialog', { name: 'Add Product' });
    // Inside the open dialog a key types into its field (Product Name has the focus); no other dialog opens.
    await user.keyboard('c');
    expect(within(product).getByRole('textbox', { name: 'Product Name' })).toHaveValue('c');
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument();
    await user.click(within(product).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument());
    await user.keyboard('c');
    expect(await screen.findByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Add Category' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument());

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Add a product at this level')).toBeInTheDocument();
  });
});
