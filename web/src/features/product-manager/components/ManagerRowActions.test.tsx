/**
 * A product row's conveniences: a link to its public page in a new tab (with an accessible label), and Duplicate,
 * which opens the Add Product dialog on "Copy of {name}" with a new id, the same category and media, stored only
 * when the user saves (docs/decisions/0013, "duplicate a product … a link from each row to its public page").
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ADMIN_SUCCESS } from '../texts.ts';
import { IDS, installFakeApi, renderManager, expectToast, setupAdminTests, pressInManager } from '../test/admin-test-utils.tsx';

setupAdminTests();

describe("a manager row's public link and Duplicate", () => {
  it("links each row to its public page in a new tab", async () => {
    installFakeApi();
    renderManager();
    const product = await screen.findByRole('link', { name: 'Public page of product Disc Insulator (opens in a new tab)' });
    expect(product).toHaveAttribute('href', `/in/products/details/disc-insulator-${IDS.rootProduct}`);
    expect(product).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Public page of category Insulators (opens in a new tab)' }).getAttribute('href')).toMatch(/^\/in\/products\/insulators-/);
  });

  it('duplicates a product into the Add Product dialog, saved as a new product only on Save', async () => {
    const { user, api } = await pressInManager('Duplicate product Disc Insulator');
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).toHaveValue('Copy of Disc Insulator');
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_SUCCESS.saveProduct);
    const body = api.writes()[0].body as { id: string; name: string; imagePath: string; otherImages: string[] };
    expect(body.id).not.toBe(IDS.rootProduct);
    expect(body).toMatchObject({ name: 'Copy of Disc Insulator', imagePath: `images/${IDS.rootProduct}.png`, otherImages: ['images/side.png', 'images/clip.mp4'] });
  }, 20_000);
});
