import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../lib/config.ts';
import { SELECTED_VENDOR_STORAGE_KEY, VendorProvider } from '../vendor/vendor-context.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { ENQUIRY_ERROR_TEXT, enquirySuccessText } from './texts.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'received' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(vendorKey: 'radhe' | 'therm', props: Parameters<typeof EnquiryForm>[0] = {}) {
  localStorage.setItem(SELECTED_VENDOR_STORAGE_KEY, vendorKey);
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <VendorProvider>
        <EnquiryForm {...props} />
      </VendorProvider>
    </QueryClientProvider>,
  );
}

const sentBody = () => JSON.parse(fetchMock.mock.calls[0][1].body as string);

describe('EnquiryForm (product-spec.md §5, §8)', () => {
  it('shows the default title, a 4-row message and the option only for the in storefront', () => {
    renderForm('radhe');
    expect(screen.getByRole('heading', { name: "What's On Your Mind?" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('combobox', { name: "I'm interested in" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email ID/ })).toHaveAttribute('type', 'email');
  });

  it('has no option dropdown on the fd storefront and sends N/A with the vendor name', async () => {
    const user = userEvent.setup();
    renderForm('therm');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ravi Shah');
    await user.type(screen.getByRole('textbox', { name: /Email ID/ }), 'ravi@plant.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact');
    expect(sentBody()).toMatchObject({ name: 'Ravi Shah', email: 'ravi@plant.example', option: 'N/A', vendor: 'Therm', title: "What's On Your Mind?" });
    expect(sentBody()).not.toHaveProperty('darkColor');
  });

  it('refuses empty and whitespace-only names and a missing e-mail with the spec messages', async () => {
    const user = userEvent.setup();
    renderForm('radhe');
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email ID is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen option and darkColor, then shows the success panel for good', async () => {
    const user = userEvent.setup();
    renderForm('radhe', { darkColor: '#0f2a44', title: 'Get in Touch' });
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(screen.getByRole('combobox', { name: "I'm interested in" }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Switchgear' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(enquirySuccessText(appConfig.contact.email, 'asha@utility.example'))).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ option: 'Switchgear', darkColor: '#0f2a44', title: 'Get in Touch', vendor: 'Radhe' });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the error panel when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: 'down' }), { status: 503 }));
    const user = userEvent.setup();
    renderForm('therm');
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: /Email ID/ }), 'ravi@plant.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ENQUIRY_ERROR_TEXT)).toBeInTheDocument();
  });
});
