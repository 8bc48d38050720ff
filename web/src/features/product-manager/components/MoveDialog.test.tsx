import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDS, expectToast, installFakeApi, renderManager, setupAdminTests, pressInManager } from '../test/admin-test-utils.tsx';
import { movedText } from './MoveDialog.tsx';

setupAdminTests();

const moveDialog = () => screen.getByRole('dialog', { name: /^Move / });

describe('Move to… (docs/decisions/0013, "Move a product or a category to another category")', () => {
  it('moves a product into a category chosen by browsing the tree, and the level it left no longer lists it', async () => {
    const { user, api } = await pressInManager('Move product Disc Insulator to another category');
    const dialog = await screen.findByRole('dialog', { name: 'Move Disc Insulator' });
    // At Root, where it is already: Move here is off and says why.
    expect(within(dialog).getByText('Disc Insulator is in Root already.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move here (Root)' })).toBeDisabled();

    await user.click(await within(dialog).findByRole('button', { name: 'Insulators' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Long Rod' }));
    expect(within(dialog).getByRole('navigation', { name: 'Move to' })).toHaveTextContent('Root/Insulators/Long Rod');
    await user.click(within(dialog).getByRole('button', { name: 'Move here (Long Rod)' }));

    await expectToast(movedText('Disc Insulator', 'Long Rod'));
    expect(api.writes().at(-1)).toMatchObject({ method: 'POST', path: `/api/Products/${IDS.rootProduct}/move`, body: { categoryId: IDS.longRod } });
    await waitFor(() => expect(screen.queryByText('Disc Insulator')).not.toBeInTheDocument());
  });

  it('does not offer a category as a place inside itself, and shows a refusal in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.categories.push({ id: '66666666-6666-4666-8666-666666666666', vendor: 'radhe', name: 'Fittings', description: '', imagePath: '', parentCategoryId: null, attributes: [] });
    api.refuseIf((request) => request.path.endsWith('/move'), 403, 'This account may not edit the radhe storefront', 'FORBIDDEN');
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Move category Insulators to another category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Insulators' });
    expect(await within(dialog).findByRole('button', { name: /^Insulators/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Move here (Root)' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Fittings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here (Fittings)' }));
    expect(await within(dialog).findByText('This account may not edit the radhe storefront')).toBeInTheDocument();
    expect(moveDialog()).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Move to' })).toHaveTextContent('Root/Fittings');
    // Nothing moved: the manager still lists it at Root (behind the dialog).
    expect(screen.getByRole('button', { name: 'Open category Insulators', hidden: true })).toBeInTheDocument();
  });
});
