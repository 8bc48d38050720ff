import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDS, jsonResponse, renderCatalogRoute, sampleProduct } from '../../test/catalog-test-utils.tsx';
import { QUOTE_TEXTS } from './QuotePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear(); // the form's drafts: each test types into an empty form
});

const lines = [
  { productId: IDS.product, name: '132 kV Composite Long Rod Insulator', quantity: 400, unit: 'pieces', configuration: '', note: '' },
  { productId: IDS.product2, name: 'Post Insulator 33 kV', quantity: 12, unit: 'sets', configuration: '', note: 'Station posts' },
];

/** Answers the product reads and records each enquiry sent. */
function stubApi(posts: unknown[], contact: () => Response = () => jsonResponse({ status: 'received', id: 'e1' })) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/contact') {
      posts.push(JSON.parse(String(input instanceof Request ? await input.text() : init?.body)));
      return contact();
    }
    if (url.pathname === '/api/contact/with-attachments') {
      const form = init?.body as FormData;
      posts.push({ enquiry: JSON.parse(String(form.get('enquiry'))), files: form.getAll('attachments').map((f) => (f as File).name) });
      return contact();
    }
    const id = url.pathname.split('/').at(-1)!;
    return jsonResponse(sampleProduct(id === IDS.product2 ? { id, name: 'Post Insulator 33 kV', configurations: [] } : {}));
  });
}

describe('QuotePage', () => {
  it('says the list is empty, with a way to the products', async () => {
    stubApi([]);
    renderCatalogRoute('/in/quote');
    expect(await screen.findByText(QUOTE_TEXTS.empty, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the products' })).toHaveAttribute('href', '/in/products');
  });

  it('lists each line with its key ratings; a bad quantity is refused on its field and not kept; Send sends every line and empties the list', async () => {
    localStorage.setItem('quote:radhe', JSON.stringify(lines));
    const posts: unknown[] = [];
    stubApi(posts);
    const user = userEvent.setup();
    renderCatalogRoute('/in/quote');
    const list = await screen.findByRole('list', { name: 'Products to quote' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: '132 kV Composite Long Rod Insulator' })).toHaveAttribute('href', `/in/products/details/132-kv-composite-long-rod-insulator-${IDS.product}`);
    expect(await within(items[0]).findByText("System voltage: 132 kV · Specified mechanical load: 120 kN · Creepage distance: 3625 mm")).toBeInTheDocument();

    const quantity = within(items[0]).getByRole('textbox', { name: 'Quantity of 132 kV Composite Long Rod Insulator' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(within(items[0]).getByText(QUOTE_TEXTS.quantityInvalid)).toBeInTheDocument();
    expect(quantity).toHaveValue('0');
    expect(JSON.parse(localStorage.getItem('quote:radhe')!)[0].quantity).toBe(400);

    // Send waits for the quantity: said on Send, nothing sent, everything typed kept.
    const form = await screen.findByRole('form', { name: 'Request Quote' });
    await user.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Asha Patel');
    await user.type(within(form).getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(QUOTE_TEXTS.fixQuantities);
    expect(posts).toEqual([]);
    expect(quantity).toHaveValue('0');

    await user.clear(quantity);
    await user.type(quantity, '450');
    expect(within(items[0]).queryByText(QUOTE_TEXTS.quantityInvalid)).toBeNull();
    expect(JSON.parse(localStorage.getItem('quote:radhe')!)[0].quantity).toBe(450);

    // The project fields: a past required-by date is refused on its field before anything is sent.
    const project = within(form).getByRole('group', { name: 'Project (optional)' });
    await user.type(within(project).getByRole('textbox', { name: 'Company' }), 'Gujarat Energy Transmission Corporation');
    await user.type(within(project).getByRole('textbox', { name: 'Country' }), 'India');
    await user.type(within(project).getByRole('textbox', { name: 'Project or tender reference' }), 'GETCO/220kV/TN-114');
    await user.type(within(project).getByRole('textbox', { name: 'Delivery location' }), 'Vadodara substation');
    await user.selectOptions(within(project).getByRole('combobox', { name: 'Incoterms 2020 term' }), 'DAP');
    const requiredBy = within(project).getByLabelText('Required by');
    await user.type(requiredBy, '2020-01-31');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(project).findByText('Choose a date from today on.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.clear(requiredBy);
    await user.type(requiredBy, '2099-03-31');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      company: 'Gujarat Energy Transmission Corporation',
      country: 'India',
      projectReference: 'GETCO/220kV/TN-114',
      requiredBy: '2099-03-31',
      deliveryLocation: 'Vadodara substation',
      incoterm: 'DAP',
      title: 'Request Quote',
      lines: [
        { productId: IDS.product, quantity: 450, unit: 'pieces', configuration: '', note: '' },
        { productId: IDS.product2, quantity: 12, unit: 'sets', configuration: '', note: 'Station posts' },
      ],
    });
    expect(await screen.findByText(/You will also receive a copy of your inquiry at asha@utility.example/)).toBeInTheDocument();
    expect(localStorage.getItem('quote:radhe')).toBeNull();
  }, 20_000); // types a whole form: slow on a busy machine

  it('keeps each remaining line\'s own fields when a line is removed, and keeps the keyboard in the list', async () => {
    localStorage.setItem('quote:radhe', JSON.stringify(lines));
    stubApi([]);
    const user = userEvent.setup();
    renderCatalogRoute('/in/quote');
    const list = await screen.findByRole('list', { name: 'Products to quote' });
    await user.click(within(list).getByRole('button', { name: 'Remove 132 kV Composite Long Rod Insulator' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('textbox', { name: 'Quantity of Post Insulator 33 kV' })).toHaveValue('12');
    expect(within(list).getByRole('textbox', { name: 'Note on Post Insulator 33 kV' })).toHaveValue('Station posts');
    expect(list).toHaveFocus();
  });

  it('keeps the list and says which line the server refused', async () => {
    localStorage.setItem('quote:radhe', JSON.stringify(lines));
    const message = 'Line 2: this product is not in the Radhe catalogue. Remove it from the list and send again.';
    stubApi([], () => jsonResponse({ message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', details: [{ path: 'lines.1.productId', message }] }, 400));
    const user = userEvent.setup();
    renderCatalogRoute('/in/quote');
    const form = await screen.findByRole('form', { name: 'Request Quote' });
    await user.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Asha Patel');
    await user.type(within(form).getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quote:radhe')!)).toHaveLength(2);
  }, 20_000);

  it('attaches drawings: a sixth file, one over 25 MB and one of another kind are left out with their reasons; the rest go with the enquiry', async () => {
    localStorage.setItem('quote:radhe', JSON.stringify(lines));
    const posts: unknown[] = [];
    stubApi(posts);
    const user = userEvent.setup({ applyAccept: false }); // a picker's 'All files' lets any file through
    renderCatalogRoute('/in/quote');
    const form = await screen.findByRole('form', { name: 'Request Quote' });
    const field = within(form).getByTestId('enquiry-attachments-field');
    const input = within(field).getByTestId<HTMLInputElement>('enquiry-attachments-input');
    const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
    await user.upload(input, [pdf('GA drawing.pdf'), pdf('BOM.xlsx')]);
    expect(within(field).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['GA drawing.pdf2 KB', 'BOM.xlsx2 KB']);

    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(input, [huge]);
    expect(within(field).getByRole('alert')).toHaveTextContent('scan.pdf is larger than 25 MB.');
    await user.upload(input, [new File(['MZ'], 'setup.exe')]);
    expect(within(field).getByRole('alert')).toHaveTextContent('setup.exe is not a PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP file.');
    await user.upload(input, [pdf('a.pdf'), pdf('b.dxf'), pdf('c.step'), pdf('d.pdf')]);
    expect(within(field).getByRole('alert')).toHaveTextContent('Attach at most 5 files.');
    expect(within(field).getAllByRole('listitem')).toHaveLength(5);
    expect(within(field).getByRole('button', { name: 'Attach files' })).toBeDisabled();
    await user.click(within(field).getByRole('button', { name: 'Remove BOM.xlsx' }));
    expect(within(field).getAllByRole('listitem')).toHaveLength(4);

    await user.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Asha Patel');
    await user.type(within(form).getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    expect(posts[0]).toMatchObject({ enquiry: { name: 'Asha Patel', lines: [{ productId: IDS.product }, { productId: IDS.product2 }] }, files: ['GA drawing.pdf', 'a.pdf', 'b.dxf', 'c.step'] });
  }, 20_000);

  it("shows the server's refusal of a file beside the files and keeps them and everything typed", async () => {
    localStorage.setItem('quote:radhe', JSON.stringify(lines));
    const message = 'drawing.pdf is not a PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP file. Attach drawings and specifications in one of these formats.';
    stubApi([], () => jsonResponse({ message, code: 'VALIDATION_FAILED', details: [{ path: 'attachments.0', message }] }, 400));
    const user = userEvent.setup({ applyAccept: false }); // a picker's 'All files' lets any file through
    renderCatalogRoute('/in/quote');
    const form = await screen.findByRole('form', { name: 'Request Quote' });
    await user.upload(within(form).getByTestId('enquiry-attachments-input'), [new File(['MZ'], 'drawing.pdf')]);
    await user.type(within(form).getByRole('textbox', { name: /Full Name/ }), 'Asha Patel');
    await user.type(within(form).getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const field = within(form).getByTestId('enquiry-attachments-field');
    expect(await within(field).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(message);
    expect(within(field).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['drawing.pdf1 KB']);
    expect(within(form).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Asha Patel');
  }, 20_000);
});
