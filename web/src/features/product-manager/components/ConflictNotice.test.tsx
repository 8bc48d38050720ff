import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDS, installFakeApi, renderManager, setupAdminTests } from '../test/admin-test-utils.tsx';

setupAdminTests();

describe('a save refused because someone else saved since (409 CONFLICT)', () => {
  it("says who saved, loads their version on request, keeps what was typed visible, and sends their version with the next save", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.categories[0].version = 4;
    let refused = false;
    api.refuseIf(
      (request) => {
        if (request.method !== 'POST' || request.path !== '/api/Categories' || refused) return false;
        refused = true;
        return true;
      },
      409,
      'Saved by Ravi Shah at 2026-11-29T04:20:00.000Z since you opened it',
      'CONFLICT',
    );
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit category Insulators' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
    await user.clear(name);
    await user.type(name, 'Insulators (Asha)');
    // Meanwhile Ravi saved: the stored category has his name and a later version.
    Object.assign(api.categories[0], { name: 'Insulators (Ravi)', version: 5 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Saved by Ravi Shah at 2026-11-29T04:20:00.000Z since you opened it');
    expect(api.writes().at(-1)?.body).toMatchObject({ name: 'Insulators (Asha)', version: 4 });
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Reload their version' }));
    expect(await within(dialog).findByText('Their version is in the form now. What you typed:')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Insulators (Ravi)');
    expect(within(notice).getByText('Insulators (Asha)')).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Use my changes' }));
    expect(within(dialog).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Insulators (Asha)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Insulators (Asha)')).toBeInTheDocument();
    expect(api.writes().at(-1)?.body).toMatchObject({ id: IDS.insulators, name: 'Insulators (Asha)', version: 5 });
  });
});
