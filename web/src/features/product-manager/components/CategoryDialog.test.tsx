import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../lib/config.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES } from '../texts.ts';
import { FAKE_ATTRIBUTES, IDS, TEST_TOKEN, imageFile, installFakeApi, renderManager, expectToast, setupAdminTests, pressInManager } from '../test/admin-test-utils.tsx';

const fakes = setupAdminTests();


async function openAddCategory(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Open category Insulators' });
  await user.click(screen.getByRole('button', { name: 'Category' }));
  return screen.getByRole('dialog', { name: 'Add Category' });
}

describe('Category dialog (product-spec.md §2, §4, §5)', () => {
  it("has the fields of §2 and says 'Category name is required' for an empty or blank name", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const dialog = await openAddCategory(user);
    const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
    expect(name).toHaveFocus();
    const vendor = within(dialog).getByRole('textbox', { name: 'Vendor' });
    expect(vendor).toHaveValue('Radhe');
    expect(vendor).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
    // Exactly the image types the server takes (within §5's image/*), named beside the picker.
    const picker = within(dialog).getByLabelText('Choose image');
    expect(picker).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/avif,.avif,image/gif,.gif');
    expect(picker).toHaveAccessibleDescription('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB');
    expect(within(dialog).getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB');

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('uploads the image (multipart, §5 file name, bearer), blocks saving before that, then saves and reloads', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const categoryButton = await screen.findByRole('button', { name: 'Category' });
    await user.click(await screen.findByRole('button', { name: 'Open category Insulators' }));
    await screen.findByRole('button', { name: 'Open category Long Rod' });
    await user.click(categoryButton);
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });

    // Upload with nothing picked.
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_UPLOAD_RULES.selectFile);
    expect(api.writes()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), '  Post Insulators ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Line post and station post');
    await user.upload(within(dialog).getByLabelText('Choose image'), imageFile('post  photo%20A.png'));
    // The picked file is previewed from a local object URL.
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:test/1');
    expect(within(dialog).getByText('post photo%20A.png (not uploaded yet)', { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeInTheDocument();

    // A picked but not uploaded image blocks saving.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_UPLOAD_RULES.pendingMainImage);
    expect(api.writes()).toEqual([]);

    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_SUCCESS.uploadOne);
    const [upload] = api.writes();
    expect(upload).toMatchObject({ method: 'POST', path: '/api/upload' });
    expect(upload.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(upload.query.get('container')).toBe('radhe');
    expect(upload.query.get('path')).toBe('images');
    const fileName = upload.query.get('fileName')!;
    // §5: decoded, whitespace → '-', dashes collapsed, prefixed with a millisecond timestamp.
    expect(fileName).toMatch(/^(\d{13})-post-photo-A\.png$/);
    expect(Number(fileName.slice(0, 13))).toBeGreaterThanOrEqual(before);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload.body as FormData).get('file') as File).name).toBe('post  photo%20A.png');
    // The preview now shows the stored image.
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', `/media/radhe/images/${fileName}`);
    expect(fakes().revoke).toHaveBeenCalledWith('blob:test/1');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_SUCCESS.saveCategory);
    const save = api.writes()[1];
    expect(save).toMatchObject({ method: 'POST', path: '/api/Categories' });
    expect(save.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(save.headers.get('Content-Type')).toBe('application/json');
    expect(save.body).toEqual({
      id: null,
      name: 'Post Insulators',
      vendor: 'radhe',
      description: 'Line post and station post',
      imagePath: `images/${fileName}`,
      parentCategoryId: IDS.insulators,
      attributes: [],
    });
    // Closed, focus back on the button that opened it, the level reloaded with the new row.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(categoryButton).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Open category Post Insulators' })).toBeInTheDocument();
  });

  it('sends parentCategoryId null for a root category', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), 'Switchgear');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_SUCCESS.saveCategory);
    expect(api.writes()[0].body).toMatchObject({ id: null, name: 'Switchgear', parentCategoryId: null, imagePath: '' });
  });

  it('edits a category: prefilled, saved by id with its parent kept', async () => {
    const { user, api } = await pressInManager('Edit category Insulators');
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Category Name' });
    expect(name).toHaveValue('Insulators');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Insulators description');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', `/media/radhe/images/${IDS.insulators}.png`);
    await user.clear(name);
    await user.type(name, 'Composite Insulators');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_SUCCESS.saveCategory);
    expect(api.writes()[0].body).toEqual({
      id: IDS.insulators,
      name: 'Composite Insulators',
      vendor: 'radhe',
      description: 'Insulators description',
      imagePath: `images/${IDS.insulators}.png`,
      parentCategoryId: null,
      // Its attributes as they were.
      attributes: [FAKE_ATTRIBUTES.voltage, FAKE_ATTRIBUTES.pollution],
    });
    expect(await screen.findByRole('button', { name: 'Open category Composite Insulators' })).toBeInTheDocument();
  });

  it("keeps the dialog open with 'Failed to save category. Please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.fail('POST /api/Categories');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), 'Switchgear');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_ERRORS.saveCategory);
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("says 'Failed to upload image. Please try again.' when the upload fails, and the file stays picked", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.fail('POST /api/upload', 500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddCategory(user);
    await user.upload(within(dialog).getByLabelText('Choose image'), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_ERRORS.uploadOne);
    // A server fault is not the user's to fix: no reason is shown, only the spec's message.
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_ERRORS.uploadOne);
    expect(within(dialog).getByText('rod photo.png (not uploaded yet)')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused image under the spec's message and beside the file", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    const reason = 'The file is not a supported image (PNG, JPEG, WebP, AVIF, GIF) or video (MP4, WebM).';
    api.refuseIf((request) => request.path === '/api/upload', 415, reason, 'UNSUPPORTED_FILE_TYPE');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddCategory(user);
    await user.upload(within(dialog).getByLabelText('Choose image'), imageFile('notes.png'));
    // The browser cannot draw it: the preview shows the placeholder (product-spec.md §2), not a broken image.
    const preview = within(dialog).getByRole('img', { name: 'Image preview' }) as HTMLImageElement;
    fireEvent.error(preview);
    expect(preview.src).toMatch(/\/no-image\.png$/);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_ERRORS.uploadOne);
    const toast = screen.getByRole('alert');
    // The spec's text first, the reason under it (a single upload does not repeat the file name).
    expect(toast.textContent).toBe(`${ADMIN_ERRORS.uploadOne}${reason}`);
    expect(within(toast).getByText(reason)).toBeInTheDocument();
    // The reason stays in the dialog beside the picked file after the toast has gone; a new upload clears it.
    expect(within(dialog).getByText('notes.png (not uploaded yet)')).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose image'), imageFile('other.png'));
    expect(within(dialog).queryByText(reason)).toBeNull();
  });

  it('states the configured upload limit beside the picker', async () => {
    const user = userEvent.setup();
    installFakeApi();
    const config = appConfig as { uploads?: { imageBytes: number; videoBytes: number } };
    config.uploads = { imageBytes: 8 * 1024 * 1024, videoBytes: 100 * 1024 * 1024 };
    try {
      renderManager();
      const dialog = await openAddCategory(user);
      expect(within(dialog).getByText('PNG, JPEG, WebP, AVIF or GIF, up to 8 MB')).toBeInTheDocument();
    } finally {
      delete config.uploads;
    }
  });

  it('disables the buttons and shows a spinner while saving', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager();
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Category Name' }), 'Switchgear');
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (init?.method === 'POST' ? pending : realFetch(input, init)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Save$/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expectToast(ADMIN_SUCCESS.saveCategory);
  });
});

describe("Category dialog attributes ('lists its attributes (add, remove, reorder)')", () => {
  it('adds, reorders and removes attribute rows and saves them in order; a choice without choices is refused on its field', async () => {
    const { user, api } = await pressInManager('Edit category Insulators');
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByRole('button', { name: 'Attributes (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(within(dialog).getByRole('group', { name: 'Attribute 1' })).getByRole('textbox', { name: 'Name' })).toHaveValue('Nominal System Voltage');

    await user.click(within(dialog).getByRole('button', { name: 'Add attribute' }));
    const third = within(within(dialog).getByRole('group', { name: 'Attribute 3' }));
    await user.type(third.getByRole('textbox', { name: 'Name' }), 'End Fittings');
    await user.click(third.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Choice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await third.findByText('List at least one choice')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.type(third.getByRole('textbox', { name: 'Choices' }), 'Ball & socket 16 mm{Enter}Tongue & clevis');
    await user.click(within(dialog).getByRole('button', { name: 'Move Attribute 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Attribute 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(ADMIN_SUCCESS.saveCategory);
    expect((api.writes()[0].body as { attributes: unknown }).attributes).toEqual([
      { key: 'end-fittings', name: 'End Fittings', kind: 'choice', unit: null, choices: ['Ball & socket 16 mm', 'Tongue & clevis'], filter: true, card: false },
      FAKE_ATTRIBUTES.pollution,
    ]);
  }, 30_000);
});
