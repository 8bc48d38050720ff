/**
 * Enquiries end to end (product-spec.md §2, §4, §5, §8): a visitor sends the form on /in (with the option),
 * on /fd (without it) and through Request Quote on a product page; the real server stores the enquiry and its outbox
 * delivers the company mail and the enquirer's copy to a real SMTP peer (e2e/support/server-with-smtp-peer.ts),
 * whose received mails the tests read. The validation messages for empty and whitespace-only names and a missing
 * e-mail, with nothing sent. ("every enquiry gets through"): a wrong e-mail is refused on its field
 * before anything is sent; after a failed Send a reload brings the form back as typed (the draft); the server's
 * refusals (400) do not count against the rate limits, so the seventh try after six refused ones gets through;
 * over the allowance, a panel says when the visitor may send again (429 RATE_LIMITED, Retry-After).
 * Every spec posts from 127.0.0.1, whose allowance is 30 accepted enquiries an hour: this file has 10 accepted per
 * project (5 of them through the form).
 */
import { expect, test, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { appReady, enquiryFormRuns, gotoApp } from './support/app.ts';
import { firstProduct } from './support/catalogue.ts';
import { ANY_WIDTH } from '../playwright.config.ts';
import type { ParsedMail } from 'mailparser';
import { addressText, peerMails } from './support/peer-mail.ts';

/** An address no other test (or project run) uses, so its mails are told apart at the peer. */
const uniqueEmail = (who: string, info: TestInfo) => `${who}-${info.project.name}-${Date.now()}@plant.example`;

/** True for the browser's POST of an enquiry. */
const isEnquiryPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact';

/** Collects the enquiry POSTs `page` sends from now on. */
function enquiryPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (isEnquiryPost(r)) posts.push(r);
  });
  return posts;
}

/**
 * Fills the form's fields (`option` only where the form has the dropdown), then waits until the form runs as the
 * app's (its code comes on the first touch), so Send is the app's.
 */
async function fillEnquiry(form: Locator, _page: Page, fields: { name: string; email: string; phone?: string; option?: string; message?: string }) {
  await form.getByRole('textbox', { name: /Full Name/ }).fill(fields.name);
  await form.getByRole('textbox', { name: /Email ID/ }).fill(fields.email);
  if (fields.phone) await form.getByRole('textbox', { name: 'Phone' }).fill(fields.phone);
  if (fields.option) {
    // A native select (it works before the app runs).
    await form.getByRole('combobox', { name: "I'm interested in" }).selectOption(fields.option);
  }
  if (fields.message) await form.getByRole('textbox', { name: 'Message' }).fill(fields.message);
  await enquiryFormRuns(form);
}

/**
 * Sends the form, expects the success panel of §8 naming the enquirer's address, and returns the customer-care
 * address the panel names (the company's enquiry address by default).
 */
async function sendAndExpectSuccess(scope: Locator, email: string): Promise<string> {
  await scope.getByRole('button', { name: 'Send' }).click();
  const panel = scope.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent successfully.' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`You will also receive a copy of your inquiry at ${email}.`);
  await expect(scope.getByRole('button', { name: 'Send' })).toHaveCount(0); // no way back but reloading (§4)
  const care = /Customer Care team at (\S+@\S+)\. You will/.exec((await panel.textContent()) ?? '')?.[1];
  expect(care).toBeTruthy();
  return care!;
}

/** Waits until the peer holds both mails of the enquiry from `email`; returns [to the company, copy to the enquirer]. */
async function deliveredMails(email: string, companyAddress: string): Promise<[ParsedMail, ParsedMail]> {
  await expect.poll(async () => (await peerMails(email)).length, { timeout: 15_000 }).toBe(2);
  const mails = await peerMails(email);
  const company = mails.find((m) => addressText(m.to) === companyAddress);
  const copy = mails.find((m) => addressText(m.to) === email);
  expect(company, 'a mail to the company').toBeTruthy();
  expect(copy, 'a copy to the enquirer').toBeTruthy();
  expect(addressText(company!.replyTo)).toBe(email); // the company answers the enquirer directly
  expect(addressText(copy!.replyTo)).toBe(companyAddress);
  expect(copy!.text).toContain(company!.text!.split('\n\n')[1]); // the copy carries the same enquiry details
  return [company!, copy!];
}

test('/in home: Get in Touch with the product-line option sends both mails', async ({ page }, info) => {
  const email = uniqueEmail('asha', info);
  await gotoApp(page, '/in');
  // The section holding the contact information and the form (the form gives way to the result panel in it).
  const section = page.getByRole('region', { name: 'Contact Information' });
  // The form's code loads as its place scrolls near, as it does for a visitor scrolling down.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
  await fillEnquiry(section, page, { name: 'Asha Patel', email, phone: '+91 98250 00000', option: 'Surge Arresters', message: 'Please quote 120 pcs of 30 kV arresters.' });
  const care = await sendAndExpectSuccess(section, email);

  const [company, copy] = await deliveredMails(email, care);
  expect(company.subject).toMatch(/^Enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} \(Radhe\): Get in Touch — Asha Patel$/);
  expect(company.text).toContain('Storefront: Radhe');
  expect(company.text).toContain('Product interest: Surge Arresters');
  expect(company.text).toContain('Phone: +91 98250 00000');
  expect(company.text).toContain('Message: Please quote 120 pcs of 30 kV arresters.');
  expect(copy.subject).toMatch(/^Your enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} to .+: Get in Touch$/);
  expect(copy.text).toContain('Dear Asha Patel');
});

test("/in home: the form's code waits for the first touch, and what was typed before it came stays", async ({ page }) => {
  const formCode: string[] = [];
  page.on('request', (r) => {
    if (/\/EnquiryForm-[^/]*\.js$/.test(r.url())) formCode.push(r.url());
  });
  // The form's code is held back a little, as on a slow network, so the typing below happens before it runs.
  await page.route(/\/EnquiryForm-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoApp(page, '/in');
  const form = page.getByRole('region', { name: 'Contact Information' }).getByRole('form', { name: 'Get in Touch' });
  // In view, the form is the server's: its island and its code wait until the visitor uses it.
  await form.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await expect(form.locator('xpath=ancestor-or-self::*[@data-island][1]')).not.toHaveAttribute('data-island-started');
  expect(formCode, 'no form code before the form is touched').toEqual([]);
  await form.getByRole('textbox', { name: /Full Name/ }).fill('Early Typist');
  await form.getByRole('textbox', { name: /Email ID/ }).fill('not-an-address');
  await expect.poll(() => formCode.length).toBe(1);
  // Once React has taken the form over, Send is the app's: it answers in place (the same document), on the field,
  // and what was typed before the code came is still there.
  await enquiryFormRuns(form);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Early Typist');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  // The draft holds what was typed before the code came: a reload brings it back.
  await page.reload();
  await appReady(page);
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Early Typist');
  await expect(form.getByRole('textbox', { name: /Email ID/ })).toHaveValue('not-an-address');
});

test("when the form's code cannot come, the server's form keeps what was typed and sends as without JavaScript", ANY_WIDTH, async ({ page }) => {
  // The connection drops just as the visitor first touches the form: its code never arrives.
  await page.route(/\/EnquiryForm-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await gotoApp(page, '/fd/contact-us');
  const place = page.getByTestId('therm-enquiry-place');
  await place.getByRole('textbox', { name: /Full Name/ }).fill('Ravi Shah');
  await place.getByRole('textbox', { name: /Email ID/ }).fill('ravi@plant');
  await place.getByRole('textbox', { name: 'Message' }).fill('Bellows for a 600 NB duct.');
  await page.waitForTimeout(1000);
  await expect(place.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ravi Shah');
  await expect(place.getByRole('alert')).toHaveCount(0);
  // Send posts the form to its page, whose answer puts the server's message on the field and keeps the text.
  await place.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('therm-enquiry-place').getByText('Enter a valid e-mail address, e.g. name@company.com')).toBeVisible();
  await expect(page.getByTestId('therm-enquiry-place').getByRole('textbox', { name: 'Message' })).toHaveValue('Bellows for a 600 NB duct.');
});

test('/fd contact us: no option dropdown; the enquiry goes out with N/A', async ({ page }, info) => {
  const email = uniqueEmail('ravi', info);
  await gotoApp(page, '/fd/contact-us');
  const place = page.getByTestId('therm-enquiry-place');
  await expect(place.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  await expect(place.getByRole('combobox')).toHaveCount(0);
  await fillEnquiry(place, page, { name: 'Ravi Shah', email, message: 'Metallic bellows for a 600 NB duct.' });
  const care = await sendAndExpectSuccess(place, email);

  const [company] = await deliveredMails(email, care);
  expect(company.subject).toMatch(/^Enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} \(Therm\): What's On Your Mind\? — Ravi Shah$/);
  expect(company.text).toContain('Storefront: Therm');
  expect(company.text).toContain('Product interest: N/A');
  expect(company.text).toContain('Phone: —');
  expect(company.text).toContain('Message: Metallic bellows for a 600 NB duct.');
});

test('Request Quote from a product page sends the enquiry prefilled with the product', async ({ page, request }, info) => {
  const product = await firstProduct(request, 'therm');
  const email = uniqueEmail('buyer', info);

  await gotoApp(page, `/fd/products/details/${product.id}`);
  await page.getByRole('link', { name: 'Request Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Quote' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(`Please send a quotation for: ${product.name}.`);
  await expect(dialog.getByRole('combobox')).toHaveCount(0); // no option dropdown on /fd
  await fillEnquiry(dialog, page, { name: 'Ravi Shah', email, phone: '+91 98980 12345' });
  const care = await sendAndExpectSuccess(dialog, email);

  const [company, copy] = await deliveredMails(email, care);
  expect(company.subject).toMatch(/^Enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} \(Therm\): Request Quote — Ravi Shah$/);
  expect(company.text).toContain('Product interest: N/A');
  expect(company.text).toContain('Phone: +91 98980 12345');
  expect(company.text).toContain(`Message: Please send a quotation for: ${product.name}.`);
  expect(copy.subject).toMatch(/^Your enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} to .+: Request Quote$/);
  expect(copy.text).toContain('Dear Ravi Shah');
});

test('the form says what is missing and sends nothing', async ({ page, request }, info) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') posts.push(r.url());
  });
  await gotoApp(page, `/in/products/details/${(await firstProduct(request, 'radhe')).id}`);
  await page.getByRole('link', { name: 'Download Catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Catalog' });
  await expect(dialog.getByRole('combobox', { name: "I'm interested in" })).toBeVisible(); // option on /in
  const name = dialog.getByRole('textbox', { name: /Full Name/ });
  const send = dialog.getByRole('button', { name: 'Send' });

  // Empty name and no e-mail.
  await send.click();
  await expect(dialog.getByText('Full Name is required.')).toBeVisible();
  await expect(dialog.getByText('Email ID is required.')).toBeVisible();

  // A whitespace-only name counts as empty, whatever else is filled in.
  const email = uniqueEmail('blank', info);
  await name.fill('    ');
  await dialog.getByRole('textbox', { name: /Email ID/ }).fill(email);
  await send.click();
  await expect(dialog.getByText('Full Name is required.')).toBeVisible();
  await expect(dialog.getByText('Email ID is required.')).toHaveCount(0);

  // A name but no e-mail.
  await name.fill('Asha Patel');
  await dialog.getByRole('textbox', { name: /Email ID/ }).fill('');
  await send.click();
  await expect(dialog.getByText('Email ID is required.')).toBeVisible();
  await expect(dialog.getByText('Full Name is required.')).toHaveCount(0);

  await expect(send).toBeEnabled();
  expect(posts).toEqual([]);
  expect(await peerMails(email)).toEqual([]);
});

test('a wrong e-mail shows its message on the field, and nothing is sent', async ({ page }) => {
  const posts = enquiryPosts(page);
  await gotoApp(page, '/fd/contact-us');
  const place = page.getByTestId('therm-enquiry-place');
  const email = place.getByRole('textbox', { name: /Email ID/ });
  await fillEnquiry(place, page, { name: 'Ravi Shah', email: 'ravi@plant', message: 'Bellows for a 600 NB duct.' });
  await place.getByRole('button', { name: 'Send' }).click();

  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, e.g. name@company.com');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  // Corrected as the visitor types, the message goes; still nothing was sent.
  await email.pressSequentially('.example');
  await expect(email).toHaveAccessibleDescription('Up to 254 characters');
  await expect(place.getByRole('textbox', { name: 'Message' })).toHaveValue('Bellows for a 600 NB duct.');
  expect(posts).toEqual([]);
});

test('a reload after a failed Send brings the form back as typed; once sent, the draft is gone', async ({ page }, info) => {
  const email = uniqueEmail('draft', info);
  await gotoApp(page, '/in/contact-us');
  const form = page.getByRole('form', { name: "What's On Your Mind?" });
  await form.scrollIntoViewIfNeeded();
  const typed = { name: 'Asha Patel', email, phone: '+91 98250 00000', option: 'Switchgear', message: 'Please quote a 33 kV panel.' };
  await fillEnquiry(form, page, typed);
  // The network fails once, as a dropped mobile connection would.
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'), { times: 1 });
  await form.getByRole('button', { name: 'Send' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'There was an error sending your message. Please reload the page and try again.' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Your message is kept on this page: reload to send it again.');
  await expect(panel.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(panel.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);

  await page.reload();
  await appReady(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue(typed.name);
  await expect(form.getByRole('textbox', { name: /Email ID/ })).toHaveValue(typed.email);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(typed.phone);
  await expect(form.getByRole('combobox', { name: "I'm interested in" })).toHaveValue(typed.option);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(typed.message);

  const care = await sendAndExpectSuccess(page.locator('main'), email);
  const [company] = await deliveredMails(email, care);
  expect(company.subject).toMatch(/^Enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} \(Radhe\): What's On Your Mind\? — Asha Patel$/);
  expect(company.text).toContain('Product interest: Switchgear');
  expect(company.text).toContain('Message: Please quote a 33 kV panel.');

  await page.reload();
  await appReady(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('the seventh try after six refused ones is accepted and arrives', async ({ page }, info) => {
  const email = uniqueEmail('seventh', info);
  await gotoApp(page, '/fd/contact-us');
  const place = page.getByTestId('therm-enquiry-place');
  await fillEnquiry(place, page, { name: 'Ravi Shah', email, message: 'Six slips, then the real one.' });
  // Six sends the server refuses (400) from this address and this e-mail: each goes out naming a storefront the
  // server does not know, which only the server can find wrong.
  await page.route(
    '**/api/contact',
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), vendor: 'No Such Storefront' }) }),
    { times: 6 },
  );
  for (let i = 1; i <= 6; i++) {
    const answer = page.waitForResponse((r) => isEnquiryPost(r.request()));
    await place.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status(), `try ${i}`).toBe(400);
    // The refusal stays a form: the server's message above Send, everything typed still there.
    await expect(place.getByTestId('enquiry-refusal')).toContainText('Unknown vendor');
    await expect(place.getByRole('textbox', { name: /Email ID/ })).toHaveValue(email);
    await expect(place.getByRole('button', { name: 'Send' })).toBeEnabled();
  }

  const care = await sendAndExpectSuccess(place, email);
  const [company, copy] = await deliveredMails(email, care);
  expect(company.subject).toMatch(/^Enquiry ENQ-[0-9A-Z]{4}-[0-9A-Z]{4} \(Therm\): What's On Your Mind\? — Ravi Shah$/);
  expect(company.text).toContain('Message: Six slips, then the real one.');
  expect(copy.text).toContain('Dear Ravi Shah');
});

test('over the allowance: a panel says when to send again, with the phone and e-mail, and the draft stays', async ({ page, request }, info) => {
  const email = uniqueEmail('busy', info);
  // Five accepted enquiries from this e-mail address use up its allowance for the hour (5 by default).
  for (let i = 1; i <= 5; i++) {
    const sent = await request.post('/api/contact', { data: { name: 'Busy Buyer', email, vendor: 'Therm', message: `Enquiry ${i}` } });
    expect(sent.status(), `enquiry ${i}`).toBe(200);
  }
  await gotoApp(page, '/fd/contact-us');
  const place = page.getByTestId('therm-enquiry-place');
  await fillEnquiry(place, page, { name: 'Busy Buyer', email, message: 'The sixth one this hour.' });
  const answer = page.waitForResponse((r) => isEnquiryPost(r.request()));
  await place.getByRole('button', { name: 'Send' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);

  const panel = place.getByRole('status');
  await expect(panel).toContainText((await refused.json()).message);
  await expect(panel).toContainText(/You can send again in about (a minute|\d+ minutes|\d+ hours) \(at \d{1,2}:\d{2}.*\)\./);
  await expect(panel).not.toContainText('There was an error sending your message.');
  await expect(panel.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(panel.locator('a[href^="mailto:"]')).toHaveAttribute('href', /^mailto:.+@.+/);

  await panel.getByRole('button', { name: 'Back to the form' }).click();
  await expect(place.getByRole('textbox', { name: 'Message' })).toHaveValue('The sixth one this hour.');
  await page.reload();
  await appReady(page);
  await expect(place.getByRole('textbox', { name: /Email ID/ })).toHaveValue(email);
  await expect(place.getByRole('textbox', { name: 'Message' })).toHaveValue('The sixth one this hour.');
  expect(await peerMails('The sixth one this hour.')).toEqual([]);
});
