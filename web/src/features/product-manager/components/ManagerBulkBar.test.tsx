import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDS, expectToast, installFakeApi, renderManager, setupAdminTests } from '../test/admin-test-utils.tsx';

setupAdminTests();

const bar = () => screen.getByRole('toolbar', { name: 'Selected rows' });

describe('multi-select publish, unpublish and delete (docs/decisions/0013)', () => {
  it('unpublishes the chosen rows, then publishes them again, one call each, and says what it did', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select category Insulators' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select product Disc Insulator' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    expect(within(bar()).getByRole('checkbox', { name: 'Select all shown' })).toBeChecked();

    await user.click(within(bar()).getByRole('button', { name: 'Unpublish' }));
    await expectToast('Unpublished 2 items.');
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/Categories/${IDS.insulators}/unpublish`,
      `POST /api/Products/${IDS.rootProduct}/unpublish`,
    ]);
    // Both rows are drafts now, and nothing is chosen any more.
    await waitFor(() => expect(screen.getAllByText('Draft')).toHaveLength(2));
    expect(within(bar()).getByText('0 selected')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('asks before deleting, names what goes, and keeps chosen what was refused', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.refuseIf((request) => request.method === 'DELETE' && request.path.includes(IDS.insulators), 403, 'This account may not edit the radhe storefront', 'FORBIDDEN');
    renderManager();
    await user.click(await within(await screen.findByRole('toolbar', { name: 'Selected rows' })).findByRole('checkbox', { name: 'Select all shown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete…' }));
    const ask = screen.getByRole('dialog', { name: 'Delete 2 selected?' });
    expect(ask).toHaveTextContent('Insulators, Disc Insulator.');
    expect(ask).toHaveTextContent('A category goes with its subcategories and products. Recently deleted brings them back.');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));

    await expectToast('Deleted 1 of 2 items (Recently deleted brings them back). Not deleted: Insulators (This account may not edit the radhe storefront).');
    await waitFor(() => expect(screen.queryByText('Disc Insulator')).not.toBeInTheDocument());
    expect(await screen.findByRole('checkbox', { name: 'Select category Insulators' })).toBeChecked();
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
  });
});
