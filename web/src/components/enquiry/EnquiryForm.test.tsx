import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_MESSAGES } from '../../../../contracts/enquiry.ts';
import { appConfig } from '../../lib/config.ts';
import { VendorProvider } from '../../lib/vendor-context.tsx';
import { SELECTED_VENDOR_STORAGE_KEY } from '../../lib/selected-vendor.ts';
import { enquiryDraftKey } from './draft-key.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { ENQUIRY_DRAFT_KEPT_TEXT, ENQUIRY_ERROR_TEXT, enquirySuccessText, SEE_CONFIRMATION_TEXT } from './texts.ts';
import { formatClockTime } from '../../lib/time-format.ts';
import { RouterNavigation } from '../../app/layouts/RouterNavigation.tsx';

/** Tests that type into several fields take a few seconds on a busy machine. */
const TYPING = { timeout: 20_000 };

const CONTACT = { email: 'sales@test.example', phoneNumber: '+91 12345 67890' };
const originalContact = { ...appConfig.contact };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(appConfig.contact, CONTACT);
  fetchMock = vi.fn(async () => json({ status: 'received', id: 'e1' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  Object.assign(appConfig.contact, originalContact);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(vendorKey: 'radhe' | 'therm', props: Parameters<typeof EnquiryForm>[0] = {}) {
  localStorage.setItem(SELECTED_VENDOR_STORAGE_KEY, vendorKey);
  const client = new QueryClient();
  // The form lives on a page of the app's data router (its no-JavaScript outcome is the page's action data).
  const router = createMemoryRouter([{ path: '/', element: <RouterNavigation><EnquiryForm {...props} /></RouterNavigation> }]);
  return render(
    <QueryClientProvider client={client}>
      <VendorProvider>
        <RouterProvider router={router} />
      </VendorProvider>
    </QueryClientProvider>,
  );
}

const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);
const nameBox = () => screen.getByRole('textbox', { name: /Full Name/ });
const emailBox = () => screen.getByRole('textbox', { name: /Email ID/ });
const phoneBox = () => screen.getByRole('textbox', { name: 'Phone' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });
/** The radhe form's draft key in jsdom (pathname '/', default title). */
const radheDraftKey = enquiryDraftKey('in', '/', "What's On Your Mind?");

async function fillValid(user: ReturnType<typeof userEvent.setup>, email = 'ravi@plant.example') {
  await user.type(nameBox(), 'Ravi Shah');
  await user.type(emailBox(), email);
}

describe('EnquiryForm (product-spec.md §5, §8)', () => {
  it('shows the default title, a 4-row message and the option only for the in storefront', () => {
    renderForm('radhe');
    expect(screen.getByRole('heading', { name: "What's On Your Mind?" })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('rows', '4');
    expect(screen.getByRole('combobox', { name: "I'm interested in" })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
  });

  it('has no option dropdown on the fd storefront and sends N/A with the vendor name', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('therm');
    expect(screen.queryByRole('combobox')).toBeNull();
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact');
    expect(sentBody()).toMatchObject({ name: 'Ravi Shah', email: 'ravi@plant.example', option: 'N/A', vendor: 'Therm', title: "What's On Your Mind?" });
    expect(sentBody()).not.toHaveProperty('darkColor');
  });

  it('refuses empty and whitespace-only names and a missing e-mail with the spec messages, focusing the first', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('radhe');
    await user.type(nameBox(), '   ');
    await user.click(send());
    await waitFor(() => expect(nameBox()).toHaveAccessibleDescription('Full Name is required.'));
    expect(emailBox()).toHaveAccessibleDescription('Email ID is required.');
    expect(nameBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    // No generic summary: each message stands on its field.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the chosen option and darkColor, then shows the success panel for good', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('radhe', { darkColor: '#0f2a44', title: 'Get in Touch' });
    await fillValid(user, 'asha@utility.example');
    await user.selectOptions(screen.getByRole('combobox', { name: "I'm interested in" }), 'Switchgear');
    await user.click(send());
    expect(await screen.findByText(enquirySuccessText(CONTACT.email, 'asha@utility.example'))).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ option: 'Switchgear', darkColor: '#0f2a44', title: 'Get in Touch', vendor: 'Radhe' });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("names the enquiry's reference on the success panel and links to its confirmation page", TYPING, async () => {
    fetchMock.mockImplementation(async () => json({ status: 'received', id: 'e1', reference: 'ENQ-7K4M-92QX', confirmation: '/in/enquiry/AbCdEfGhIjKlMnOpQrStUv' }));
    const user = userEvent.setup();
    renderForm('radhe');
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByTestId('enquiry-reference')).toHaveTextContent('ENQ-7K4M-92QX');
    expect(screen.getByRole('link', { name: SEE_CONFIRMATION_TEXT })).toHaveAttribute('href', '/in/enquiry/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('sends the honeypot as a bot filled it in (the server drops such enquiries)', TYPING, async () => {
    const user = userEvent.setup();
    const { container } = renderForm('therm');
    await fillValid(user);
    fireEvent.input(container.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().website).toBe('https://spam.example');
  });
});

describe('EnquiryForm rules before Send', () => {
  it('states each limit beside its field and sets no maxLength that would cut a paste', () => {
    renderForm('radhe');
    expect(nameBox()).toHaveAccessibleDescription('Up to 200 characters');
    expect(emailBox()).toHaveAccessibleDescription('Up to 254 characters');
    expect(phoneBox()).toHaveAccessibleDescription('Up to 40 characters');
    expect(messageBox()).toHaveAccessibleDescription('Up to 5,000 characters');
    for (const box of [nameBox(), emailBox(), phoneBox(), messageBox()]) expect(box).not.toHaveAttribute('maxlength');
  });

  it('shows a wrong e-mail its message on the field, focuses it and sends nothing', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('radhe');
    await user.type(nameBox(), 'Ravi Shah');
    await user.type(emailBox(), 'ravi@plant');
    await user.click(send());
    await waitFor(() => expect(emailBox()).toHaveAccessibleDescription(ENQUIRY_MESSAGES.emailInvalid));
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    // Re-checked as the visitor types: the message goes once the address is whole.
    await user.type(emailBox(), '.example');
    await waitFor(() => expect(emailBox()).toHaveAccessibleDescription('Up to 254 characters'));
  });

  it('counts the message from 80 % of its limit and refuses one over it, keeping every character', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('therm');
    await fillValid(user);
    await user.click(messageBox());
    await user.paste('x'.repeat(3999));
    expect(screen.queryByTestId('enquiry-counter')).toBeNull();
    await user.type(messageBox(), 'y');
    expect(screen.getByTestId('enquiry-counter')).toHaveTextContent('4,000 / 5,000');
    await user.paste('z'.repeat(1001));
    expect(messageBox()).toHaveValue(`${'x'.repeat(3999)}y${'z'.repeat(1001)}`);
    expect(screen.getByTestId('enquiry-counter')).toHaveTextContent('5,001 / 5,000');

    await user.click(send());
    await waitFor(() => expect(messageBox()).toHaveAccessibleDescription('Message must be at most 5,000 characters. 5,001 / 5,000'));
    expect(messageBox()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((messageBox() as HTMLTextAreaElement).value).toHaveLength(5001);
  });
});

describe('EnquiryForm after Send', () => {
  it("puts the server's 400 messages on their fields, keeps what was typed and shows the rest above Send", TYPING, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      json(
        {
          message: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          details: [
            { path: 'phoneNo', message: 'Phone must contain digits.' },
            { path: 'email', message: 'This domain does not receive mail.' },
            { path: 'vendor', message: 'Unknown vendor' },
          ],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderForm('therm');
    await fillValid(user);
    await user.type(phoneBox(), 'call me');
    await user.type(messageBox(), 'Bellows for a 600 NB duct.');
    await user.click(send());

    await waitFor(() => expect(emailBox()).toHaveAccessibleDescription('This domain does not receive mail.'));
    expect(phoneBox()).toHaveAccessibleDescription('Phone must contain digits.');
    expect(emailBox()).toHaveFocus(); // the first failing field in the form's order
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown vendor');
    expect(nameBox()).toHaveValue('Ravi Shah');
    expect(emailBox()).toHaveValue('ravi@plant.example');
    expect(phoneBox()).toHaveValue('call me');
    expect(messageBox()).toHaveValue('Bellows for a 600 NB duct.');
    expect(screen.queryByText(ENQUIRY_ERROR_TEXT)).toBeNull();
    expect(send()).toBeEnabled();
  });

  it('shows §8 error panel with the phone and e-mail links when the server fails (5xx)', TYPING, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => json({ message: 'Internal error', code: 'INTERNAL' }, 500));
    const user = userEvent.setup();
    renderForm('therm');
    await fillValid(user);
    await user.click(send());
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent(ENQUIRY_ERROR_TEXT);
    expect(panel).toHaveTextContent(ENQUIRY_DRAFT_KEPT_TEXT);
    expect(within(panel).getByRole('link', { name: CONTACT.phoneNumber })).toHaveAttribute('href', 'tel:+911234567890');
    expect(within(panel).getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(panel).toHaveFocus();
    expect(within(panel).queryByRole('button')).toBeNull(); // no way back but reloading (§4)
  });

  it('shows the error panel when the network fails', TYPING, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderForm('therm');
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText(ENQUIRY_ERROR_TEXT)).toBeInTheDocument();
  });

  it('answers a rate-limit refusal (429) with when to send again, the ways to reach the company and a way back', TYPING, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () =>
      json({ message: 'Too many enquiries from this address.', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '720' }),
    );
    const user = userEvent.setup();
    renderForm('therm');
    await fillValid(user);
    await user.type(messageBox(), 'Bellows.');
    const before = Date.now();
    await user.click(send());
    const panel = await screen.findByRole('status');
    const after = Date.now();
    expect(panel).toHaveTextContent('Too many enquiries from this address.');
    // 720 s from the refusal, rounded up to the minute.
    const times = [before, after].map((t) => formatClockTime(new Date(Math.ceil((t + 720_000) / 60_000) * 60_000)));
    const said = /You can send again in about (\d+) minutes \(at (.+)\)\./.exec(panel.textContent ?? '');
    expect(said?.[1]).toBe('12');
    expect(times).toContain(said?.[2]);
    expect(within(panel).getByRole('link', { name: CONTACT.phoneNumber })).toHaveAttribute('href', 'tel:+911234567890');
    expect(within(panel).getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(panel).not.toHaveTextContent(ENQUIRY_ERROR_TEXT);

    await user.click(within(panel).getByRole('button', { name: 'Back to the form' }));
    expect(nameBox()).toHaveValue('Ravi Shah');
    expect(messageBox()).toHaveValue('Bellows.');
    expect(sessionStorage.getItem(enquiryDraftKey('fd', '/', "What's On Your Mind?"))).toContain('Bellows.');
  });
});

describe('EnquiryForm draft', () => {
  it('restores every field after a reload (remount) and forgets them once the enquiry is accepted', TYPING, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(async () => json({ message: 'down' }, 503));
    const user = userEvent.setup();
    const first = renderForm('radhe');
    await fillValid(user);
    await user.type(phoneBox(), '+91 98250 00000');
    await user.selectOptions(screen.getByRole('combobox', { name: "I'm interested in" }), 'Surge Arresters');
    await user.type(messageBox(), 'Please quote 120 pcs.');
    await user.click(send());
    expect(await screen.findByText(ENQUIRY_ERROR_TEXT)).toBeInTheDocument();
    first.unmount();

    renderForm('radhe');
    await waitFor(() => expect(nameBox()).toHaveValue('Ravi Shah'));
    expect(emailBox()).toHaveValue('ravi@plant.example');
    expect(phoneBox()).toHaveValue('+91 98250 00000');
    expect(screen.getByRole('combobox', { name: "I'm interested in" })).toHaveValue('Surge Arresters');
    expect(messageBox()).toHaveValue('Please quote 120 pcs.');

    await user.click(send());
    expect(await screen.findByText(/Thank you! Your message has been sent successfully/)).toBeInTheDocument();
    expect(sentBody(1)).toMatchObject({ name: 'Ravi Shah', phoneNo: '+91 98250 00000', option: 'Surge Arresters', message: 'Please quote 120 pcs.' });
    expect(sessionStorage.getItem(radheDraftKey)).toBeNull();
    cleanup(); // a reload
    renderForm('radhe');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nameBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('');
  });

  it('keeps a prefilled message until the visitor types, and separate drafts per title', TYPING, async () => {
    const user = userEvent.setup();
    const quote = renderForm('radhe', { title: 'Request Quote', defaultMessage: 'Please send a quotation for: LRI.' });
    await user.type(nameBox(), 'Asha');
    quote.unmount();
    renderForm('radhe', { title: 'Download Catalog', defaultMessage: 'Please send the catalogue.' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nameBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('Please send the catalogue.');
  });

  it('sends fillMs counted from when the form was first shown, across reloads', TYPING, async () => {
    sessionStorage.setItem(radheDraftKey, JSON.stringify({ firstShownAt: Date.now() - 90_000 }));
    const user = userEvent.setup();
    renderForm('radhe');
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().fillMs).toBeGreaterThanOrEqual(90_000);
    expect(sentBody().fillMs).toBeLessThan(120_000);
  });

  it('counts fillMs from when the page showed the form, not from when its code ran', TYPING, async () => {
    const user = userEvent.setup();
    renderForm('radhe', { shownAt: Date.now() - 20_000 });
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().fillMs).toBeGreaterThanOrEqual(20_000);
    expect(sentBody().fillMs).toBeLessThan(50_000);
  });

  it('records the first-shown time on the first visit', TYPING, async () => {
    const before = Date.now();
    renderForm('radhe');
    await waitFor(() => expect(sessionStorage.getItem(radheDraftKey)).not.toBeNull());
    const stored = JSON.parse(sessionStorage.getItem(radheDraftKey)!);
    expect(stored.firstShownAt).toBeGreaterThanOrEqual(before);
    expect(stored.values).toBeUndefined();
  });
});
