import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ERRORS, ADMIN_SUCCESS, ADMIN_UPLOAD_RULES } from '../texts.ts';
import { FAKE_ATTRIBUTES, IDS, TEST_TOKEN, imageFile, installFakeApi, renderManager, expectToast, setupAdminTests, pressInManager } from '../test/admin-test-utils.tsx';

setupAdminTests();

type User = ReturnType<typeof userEvent.setup>;
const section = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('region', { name }));
const group = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

async function openAddProduct(user: User) {
  await screen.findByRole('button', { name: 'Open category Insulators' });
  await user.click(screen.getByRole('button', { name: 'Product' }));
  return screen.getByRole('dialog', { name: 'Add Product' });
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('Product dialog (product-spec.md §2, §4, §5)', () => {
  it("has the fields of §2, the pickers' accept lists, and says 'Product name is required'", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const dialog = await openAddProduct(user);
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    // Exactly the types the server takes (within §5's image/* and video/*), named beside the pickers.
    const images = 'image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/avif,.avif,image/gif,.gif';
    const main = within(dialog).getByLabelText('Choose main image');
    expect(main).toHaveAttribute('accept', images);
    expect(main).toHaveAccessibleDescription('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB');
    const media = within(dialog).getByLabelText('Choose images/videos');
    expect(media).toHaveAttribute('accept', `${images},video/mp4,.mp4,video/webm,.webm`);
    expect(media).toHaveAccessibleDescription('PNG, JPEG, WebP, AVIF, GIF, MP4 or WebM, up to 15 MB for images and 200 MB for videos');
    expect(media).toHaveAttribute('multiple');
    const configurations = section(dialog, 'Configurations');
    await user.click(configurations.getByRole('button', { name: 'Add configuration' }));
    const row = group(dialog, 'Configuration 1').getByLabelText('Choose image');
    expect(row).toHaveAttribute('accept', images);
    expect(row).toHaveAccessibleDescription('PNG, JPEG, WebP, AVIF or GIF, up to 15 MB');
    expect(within(dialog).getByRole('button', { name: 'Properties (0)' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('region', { name: 'Configurations' })).toBeInTheDocument();

    await save(user, dialog);
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('creates a product in the shown category: every upload first, lists in their order, then saves and reloads', async () => {
    const { user, api } = await pressInManager('Open category Insulators');
    await user.click(await screen.findByRole('button', { name: 'Open category Long Rod' }));
    await screen.findByText('Rod 132 kV');
    await user.click(screen.getByRole('button', { name: 'Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), '220 kV Long Rod');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'HTV silicone');

    // Main image: picked → blocks saving → uploaded.
    const main = section(dialog, 'Main Image');
    await user.upload(main.getByLabelText('Choose main image'), imageFile('main.png'));
    await save(user, dialog);
    await expectToast(ADMIN_UPLOAD_RULES.pendingMainImage);
    await user.click(main.getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_SUCCESS.uploadOne);

    // Other Images/Videos: nothing picked → message; picked → blocks saving → uploaded, listed, reordered.
    const media = section(dialog, 'Other Images/Videos');
    await user.click(media.getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_UPLOAD_RULES.selectFiles);
    await user.upload(media.getByLabelText('Choose images/videos'), [imageFile('side.png'), imageFile('test clip.webm', 'video/webm')]);
    expect(media.getByRole('list', { name: 'Picked files, not uploaded yet' })).toHaveTextContent('side.png');
    await save(user, dialog);
    await expectToast(ADMIN_UPLOAD_RULES.pendingOtherImages);
    await user.click(media.getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_SUCCESS.uploadFiles);
    expect(media.queryByRole('list', { name: 'Picked files, not uploaded yet' })).toBeNull();
    const uploaded = () => media.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent?.replace(/^\d+-/, ''));
    expect(uploaded()).toEqual(['side.png', 'test-clip.webm']);
    // The uploaded video previews as a video, the image as an image.
    expect(media.getByLabelText(/^Media 2: \d+-test-clip\.webm$/).tagName).toBe('VIDEO');
    await user.click(media.getByRole('button', { name: 'Move Media 2 up' }));
    expect(uploaded()).toEqual(['test-clip.webm', 'side.png']);
    expect(media.getByRole('button', { name: 'Move Media 1 up' })).toBeDisabled();

    // Properties: expandable; add three, fill, move, remove one.
    await user.click(within(dialog).getByRole('button', { name: 'Properties (0)' }));
    const addProperty = within(dialog).getByRole('button', { name: 'Add property' });
    for (const [key, value] of [['Voltage', '220 kV'], ['Creepage', '6125 mm'], ['Drop me', 'x'], ['SML', '120 kN']]) {
      await user.click(addProperty);
      const row = group(dialog, `Property ${within(dialog).getAllByRole('group', { name: /^Property / }).length}`);
      expect(row.getByRole('textbox', { name: 'Key' })).toHaveFocus();
      await user.type(row.getByRole('textbox', { name: 'Key' }), key);
      await user.type(row.getByRole('textbox', { name: 'Value' }), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Remove Property 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Property 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Property 1 down' }));

    // Configurations: Upload all with nothing picked; two rows; picked → blocks saving → Upload all.
    const configurations = section(dialog, 'Configurations');
    await user.click(configurations.getByRole('button', { name: 'Upload all' }));
    await expectToast(ADMIN_UPLOAD_RULES.selectFile);
    for (const [name, file] of [['Suspension', 'suspension.png'], ['Tension', 'tension.png']]) {
      await user.click(configurations.getByRole('button', { name: 'Add configuration' }));
      const row = group(dialog, `Configuration ${configurations.getAllByRole('group').length}`);
      await user.type(row.getByRole('textbox', { name: 'Name' }), name);
      await user.upload(row.getByLabelText('Choose image'), imageFile(file));
    }
    expect(group(dialog, 'Configuration 2').getByRole('img', { name: 'Configuration 2 image' }).getAttribute('src')).toMatch(/^blob:/);
    await save(user, dialog);
    await expectToast(ADMIN_UPLOAD_RULES.pendingConfigurationImages);
    await user.click(configurations.getByRole('button', { name: 'Upload all' }));
    await expectToast(ADMIN_SUCCESS.uploadImages);
    expect(group(dialog, 'Configuration 1').getByRole('img', { name: 'Configuration 1 image' }).getAttribute('src')).toMatch(
      /^\/media\/radhe\/images\/\d+-suspension\.png$/,
    );

    const uploads = api.writes().filter((r) => r.path === '/api/upload');
    expect(uploads).toHaveLength(5);
    expect(uploads.every((r) => r.headers.get('Authorization') === `Bearer ${TEST_TOKEN}`)).toBe(true);
    expect(new Set(uploads.map((r) => r.query.get('fileName'))).size).toBe(5);

    await save(user, dialog);
    await expectToast(ADMIN_SUCCESS.saveProduct);
    const request = api.writes().at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/Products' });
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    const body = request.body as Record<string, unknown>;
    const path = (name: string) => expect.stringMatching(new RegExp(`^images/\\d{13}-${name.replace('.', '\\.')}$`));
    expect(body).toEqual({
      id: null,
      name: '220 kV Long Rod',
      vendor: 'radhe',
      categoryId: IDS.longRod,
      description: 'HTV silicone',
      imagePath: path('main.png'),
      // Voltage, Creepage, Drop me, SML → remove 3 → move 3 up → move 1 down.
      properties: [
        { key: 'SML', value: '120 kN' },
        { key: 'Voltage', value: '220 kV' },
        { key: 'Creepage', value: '6125 mm' },
      ],
      otherImages: [path('test-clip.webm'), path('side.png')],
      configurations: [
        { key: 'Suspension', value: path('suspension.png') },
        { key: 'Tension', value: path('tension.png') },
      ],
      documents: [],
      imageAlts: {},
      // Long Rod carries typed ratings; none filled in.
      specifications: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('220 kV Long Rod')).toBeInTheDocument();
  }, 30_000);

  it('leaves categoryId out for a root product and drops empty rows', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    renderManager();
    const dialog = await openAddProduct(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Surge Arrester');
    await user.click(within(dialog).getByRole('button', { name: 'Properties (0)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add configuration' }));
    await save(user, dialog);
    await expectToast(ADMIN_SUCCESS.saveProduct);
    const body = api.writes()[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('categoryId');
    expect(body).toMatchObject({ id: null, name: 'Surge Arrester', properties: [], otherImages: [], configurations: [] });
  });

  it('edits a product: prefilled lists, saved by id', async () => {
    const { user, api } = await pressInManager('Edit product Disc Insulator');
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).toHaveValue('Disc Insulator');
    expect(within(dialog).getByRole('button', { name: 'Properties (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(group(dialog, 'Property 1').getByRole('textbox', { name: 'Value' })).toHaveValue('132 kV');
    expect(group(dialog, 'Configuration 1').getByRole('textbox', { name: 'Name' })).toHaveValue('Suspension');
    const media = section(dialog, 'Other Images/Videos');
    expect(media.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['side.png', 'clip.mp4']);
    await user.click(media.getByRole('button', { name: 'Remove Media 1' }));
    await save(user, dialog);
    await expectToast(ADMIN_SUCCESS.saveProduct);
    expect(api.writes()[0].body).toEqual({
      id: IDS.rootProduct,
      name: 'Disc Insulator',
      vendor: 'radhe',
      description: 'Disc Insulator description',
      imagePath: `images/${IDS.rootProduct}.png`,
      properties: [{ key: 'Voltage', value: '132 kV' }],
      otherImages: ['images/clip.mp4'],
      configurations: [{ key: 'Suspension', value: 'images/suspension.png' }],
      documents: [],
      imageAlts: {},
    });
  });

  it('takes an alt text beside the main image and each other image, says when one is too long, and saves them by path', async () => {
    const { user, api } = await pressInManager('Edit product Disc Insulator');
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const main = within(dialog).getByRole('textbox', { name: 'Alt text of the main image' });
    expect(main).toHaveAccessibleDescription('Describe the image for someone who cannot see it');
    // A video has no alt text: only the image row of the other media gets a field.
    expect(within(dialog).getAllByRole('textbox', { name: /^Alt text of media/ })).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Alt text of media 1' }), 'Side view');
    await user.click(main);
    await user.paste('x'.repeat(251));
    expect(main).toHaveAccessibleDescription('Alt text must be at most 250 characters');
    await user.clear(main);
    await user.type(main, 'Grey disc insulator, top view');
    await save(user, dialog);
    await expectToast(ADMIN_SUCCESS.saveProduct);
    expect(api.writes()[0].body).toMatchObject({
      imageAlts: { [`images/${IDS.rootProduct}.png`]: 'Grey disc insulator, top view', 'images/side.png': 'Side view' },
    });
  }, 20_000);

  describe('Documents (type-test reports and certificates)', () => {
    const pdfFile = (name: string) => new File([new TextEncoder().encode('%PDF-1.7')], name, { type: 'application/pdf' });

    it('uploads picked PDFs at once to the documents folder, titles them from their names, names a refused one, and saves titles and paths', async () => {
      const user = userEvent.setup();
      const api = installFakeApi();
      api.refuseIf((r) => r.path === '/api/upload' && (r.query.get('fileName') ?? '').endsWith('-drawing.pdf'), 415, 'The file is not a supported document (PDF).', 'UNSUPPORTED_FILE_TYPE');
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderManager();
      const dialog = await openAddProduct(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Long rod 220 kV');
      const documents = section(dialog, 'Documents');
      const picker = documents.getByLabelText('Upload PDF documents');
      expect(picker).toHaveAttribute('accept', 'application/pdf,.pdf');
      expect(picker).toHaveAccessibleDescription('PDF, up to 25 MB');
      expect(documents.getByText('No documents.')).toBeInTheDocument();

      await user.upload(picker, [pdfFile('IEC_61109 type test report.pdf'), pdfFile('drawing.pdf'), pdfFile('ISO 9001.pdf')]);
      await expectToast(ADMIN_ERRORS.uploadMany);
      expect(within(documents.getByRole('list', { name: 'Documents not uploaded' })).getByRole('listitem')).toHaveTextContent(
        'drawing.pdf (not uploaded)The file is not a supported document (PDF).',
      );
      const uploads = api.writes().filter((r) => r.path === '/api/upload');
      expect(uploads.map((r) => r.query.get('path'))).toEqual(['documents', 'documents', 'documents']);
      expect(documents.getByRole('textbox', { name: 'Title of document 1' })).toHaveValue('IEC 61109 type test report');
      expect(documents.getByRole('textbox', { name: 'Title of document 2' })).toHaveValue('ISO 9001');
      expect(documents.getByText(/^PDF, \d+-IEC_61109-type-test-report\.pdf, 1 KB$/)).toBeInTheDocument();

      // A blank title is refused on its field, and nothing is sent.
      await user.clear(documents.getByRole('textbox', { name: 'Title of document 2' }));
      await save(user, dialog);
      expect(await documents.findByText('Document title is required')).toBeInTheDocument();
      expect(api.writes().filter((r) => r.path === '/api/Products')).toEqual([]);
      await user.type(documents.getByRole('textbox', { name: 'Title of document 2' }), 'ISO 9001 certificate');
      await user.click(documents.getByRole('button', { name: 'Move Document 2 up' }));
      await save(user, dialog);
      await expectToast(ADMIN_SUCCESS.saveProduct);
      const body = api.writes().at(-1)!.body as { documents: unknown };
      expect(body.documents).toEqual([
        { title: 'ISO 9001 certificate', path: expect.stringMatching(/^documents\/\d{13}-ISO-9001\.pdf$/) },
        { title: 'IEC 61109 type test report', path: expect.stringMatching(/^documents\/\d{13}-IEC_61109-type-test-report\.pdf$/) },
      ]);
    }, 20_000);

    it("edits a product's documents: listed with their sizes, one removed", async () => {
      const user = userEvent.setup();
      const api = installFakeApi();
      const disc = api.products.find((p) => p.id === IDS.rootProduct)!;
      disc.documents = [
        { title: 'Type test report', path: 'documents/1700000000000-type-test.pdf', bytes: 2_400_000 },
        { title: 'Routine test certificate', path: 'documents/1700000000001-routine.pdf', bytes: 90_000 },
      ];
      renderManager();
      await user.click(await screen.findByRole('button', { name: 'Edit product Disc Insulator' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
      const documents = section(dialog, 'Documents');
      expect(documents.getByRole('textbox', { name: 'Title of document 1' })).toHaveValue('Type test report');
      expect(documents.getByText('PDF, 1700000000000-type-test.pdf, 2.3 MB')).toBeInTheDocument();
      await user.click(documents.getByRole('button', { name: 'Remove Document 1' }));
      await save(user, dialog);
      await expectToast(ADMIN_SUCCESS.saveProduct);
      expect((api.writes()[0].body as { documents: unknown }).documents).toEqual([{ title: 'Routine test certificate', path: 'documents/1700000000001-routine.pdf' }]);
    });
  });

  it("keeps the dialog open with 'Failed to save product. Please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.fail('POST /api/Products', 400);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddProduct(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Hose');
    await save(user, dialog);
    await expectToast(ADMIN_ERRORS.saveProduct);
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });

  it("says 'Failed to upload some files. Please try again.' when part of a batch fails; the failed files stay picked", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    api.failIf((request) => request.path === '/api/upload' && (request.query.get('fileName') ?? '').endsWith('-bad.png'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddProduct(user);

    const media = section(dialog, 'Other Images/Videos');
    await user.upload(media.getByLabelText('Choose images/videos'), [imageFile('good.png'), imageFile('bad.png')]);
    await user.click(media.getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_ERRORS.uploadMany);
    expect(media.getByRole('list', { name: 'Picked files, not uploaded yet' })).toHaveTextContent('bad.png (not uploaded yet)');
    expect(media.getByRole('list', { name: 'Uploaded images and videos' })).toHaveTextContent(/\d+-good\.png/);
    // A picked file can be dropped before upload.
    await user.click(media.getByRole('button', { name: 'Remove picked file bad.png' }));
    expect(media.queryByRole('list', { name: 'Picked files, not uploaded yet' })).toBeNull();

    const configurations = section(dialog, 'Configurations');
    await user.click(configurations.getByRole('button', { name: 'Add configuration' }));
    await user.upload(group(dialog, 'Configuration 1').getByLabelText('Choose image'), imageFile('bad.png'));
    await user.click(configurations.getByRole('button', { name: 'Upload all' }));
    await expectToast(ADMIN_ERRORS.uploadMany);
    expect(group(dialog, 'Configuration 1').getByText('bad.png (not uploaded yet)')).toBeInTheDocument();
  });

  it("names each refused file with the server's reason under 'Failed to upload some files. Please try again.'", async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    const fileName = (request: { path: string; query: URLSearchParams }) =>
      request.path === '/api/upload' ? (request.query.get('fileName') ?? '') : '';
    api.refuseIf((r) => fileName(r).endsWith('-huge.webm'), 413, 'The file is larger than the 200 MB limit for videos.', 'FILE_TOO_LARGE');
    api.refuseIf((r) => fileName(r).endsWith('-empty.png'), 400, 'The file is empty.', 'EMPTY_FILE');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderManager();
    const dialog = await openAddProduct(user);

    const media = section(dialog, 'Other Images/Videos');
    await user.upload(media.getByLabelText('Choose images/videos'), [
      imageFile('good.png'),
      imageFile('huge.webm', 'video/webm'),
      imageFile('empty.png'),
    ]);
    await user.click(media.getByRole('button', { name: 'Upload' }));
    await expectToast(ADMIN_ERRORS.uploadMany);
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toBe(
      `${ADMIN_ERRORS.uploadMany}huge.webm: The file is larger than the 200 MB limit for videos.empty.png: The file is empty.`,
    );
    expect(within(toast).getByText('huge.webm: The file is larger than the 200 MB limit for videos.')).toBeInTheDocument();
    // Each reason stays beside its file, which stays picked; the uploaded one is listed.
    const picked = within(media.getByRole('list', { name: 'Picked files, not uploaded yet' }));
    const items = picked.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'huge.webm (not uploaded yet)The file is larger than the 200 MB limit for videos.',
      'empty.png (not uploaded yet)The file is empty.',
    ]);
    expect(media.getByRole('list', { name: 'Uploaded images and videos' })).toHaveTextContent(/\d+-good\.png/);

    const configurations = section(dialog, 'Configurations');
    await user.click(configurations.getByRole('button', { name: 'Add configuration' }));
    await user.upload(group(dialog, 'Configuration 1').getByLabelText('Choose image'), imageFile('empty.png'));
    await user.click(configurations.getByRole('button', { name: 'Upload all' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`${ADMIN_ERRORS.uploadMany}empty.png: The file is empty.`));
    expect(group(dialog, 'Configuration 1').getByText('The file is empty.')).toBeInTheDocument();
  });

  describe("the category's typed ratings", () => {
    /** Opens 'Rod 132 kV' in the Edit Product dialog and types `voltage` over its Nominal System Voltage. */
    async function editRodVoltage(user: User, voltage: string) {
      const dialog = await editRod(user);
      const field = within(dialog).getByRole('textbox', { name: 'Nominal System Voltage' });
      await user.clear(field);
      await user.type(field, voltage);
      return { dialog, field };
    }

    async function editRod(user: User) {
      await user.click(await screen.findByRole('button', { name: 'Open category Insulators' }));
      await user.click(await screen.findByRole('button', { name: 'Open category Long Rod' }));
      await user.click(await screen.findByRole('button', { name: 'Edit product Rod 132 kV' }));
      return screen.getByRole('dialog', { name: 'Edit Product' });
    }

    it('shows a row per attribute, inherited first, with its unit and the stored value', async () => {
      const user = userEvent.setup();
      installFakeApi();
      renderManager();
      const dialog = await editRod(user);
      const ratings = within(within(dialog).getByRole('group', { name: 'Ratings' }));
      const voltage = ratings.getByRole('textbox', { name: 'Nominal System Voltage' });
      expect(voltage).toHaveValue('132');
      expect(voltage).toHaveAttribute('inputmode', 'decimal');
      expect(voltage.closest('.MuiInputBase-root')).toHaveTextContent('kV');
      expect(ratings.getByRole('combobox', { name: 'Pollution Class' })).toBeInTheDocument();
      expect(ratings.getByRole('textbox', { name: 'Creepage Distance, from' })).toHaveValue('');
      expect(ratings.getByRole('textbox', { name: 'to' })).toHaveValue('');
    });

    it('refuses a non-number on its field, in the words the server uses, and sends nothing', async () => {
      const user = userEvent.setup();
      const api = installFakeApi();
      renderManager();
      const { dialog, field: voltage } = await editRodVoltage(user, '220 kilovolts');
      await save(user, dialog);
      expect(await within(dialog).findByText('Nominal System Voltage must be a number (in kV)')).toBeInTheDocument();
      expect(voltage).toHaveAttribute('aria-invalid', 'true');
      expect(voltage).toHaveValue('220 kilovolts');
      expect(api.writes()).toEqual([]);
    });

    it('saves the ratings typed as specifications, keeping a stored value the category no longer defines', async () => {
      const user = userEvent.setup();
      const api = installFakeApi();
      renderManager();
      const { dialog } = await editRodVoltage(user, '220');
      await user.type(within(dialog).getByRole('textbox', { name: 'Creepage Distance, from' }), '6,125');
      await user.type(within(dialog).getByRole('textbox', { name: 'to' }), '7595');
      await user.click(within(dialog).getByRole('combobox', { name: 'Pollution Class' }));
      await user.click(await screen.findByRole('option', { name: 'd – Heavy' }));
      await save(user, dialog);
      await expectToast(ADMIN_SUCCESS.saveProduct);
      expect((api.writes()[0].body as { specifications: unknown }).specifications).toEqual([
        { attribute: FAKE_ATTRIBUTES.voltage.key, value: 220 },
        { attribute: FAKE_ATTRIBUTES.pollution.key, value: 'd – Heavy' },
        { attribute: FAKE_ATTRIBUTES.creepage.key, value: { min: 6125, max: 7595 } },
        { attribute: 'retired-rating', value: 'kept' },
      ]);
    });
  });
});
