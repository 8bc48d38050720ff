/**
 * Builds the two messages of an enquiry: one to the company's enquiry address, a copy to the enquirer.
 * User text is HTML-escaped in the HTML part and stripped of line breaks wherever it reaches a header (subject),
 * so no field can inject markup or headers. Addresses are passed to nodemailer as data, never concatenated.
 */
import escapeHtml from 'escape-html';
import { ENQUIRY_FIELD_LABELS, type Enquiry, type EnquiryLineInput } from '../../contracts/enquiry.ts';
import { quantityText } from '../../contracts/quote-lines.ts';
import { fileSizeText } from '../../contracts/file-size.ts';

/** A line of an enquiry as mailed: the product's id and name (as the server found it), and what the visitor gave. */
export type MailedLine = Pick<EnquiryLineInput, 'quantity' | 'unit' | 'configuration' | 'note'> & { productId: string; productName: string };

/** A file sent with the enquiry, as mailed: its name as sent and its size in bytes. */
export interface MailedAttachment {
  fileName: string;
  size: number;
}

/** A message ready for the outbox. */
export interface ComposedMail {
  kind: 'enquiry' | 'enquiry-copy';
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters, at most `max` characters: safe inside a header. */
export function headerSafe(value: string, max = 150): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * The enquiry's fields as rows: the spec's always, and each project field of a request for quotation
 * only when given, labelled as the form labels it.
 */
function rows(enquiry: Enquiry, vendorName: string, reference: string): [string, string][] {
  const project: [string, string][] = (['company', 'country', 'projectReference', 'requiredBy', 'deliveryLocation', 'incoterm'] as const)
    .filter((field) => enquiry[field])
    .map((field) => [ENQUIRY_FIELD_LABELS[field], enquiry[field]]);
  return [
    ['Reference', reference],
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phoneNo || '—'],
    ...project,
    ['Storefront', vendorName],
    ['Product interest', enquiry.option],
    ['Subject', enquiry.title],
    ['Message', enquiry.message || '—'],
  ];
}

/** Where staff open enquiry `id` in the admin inbox. */
export function inboxUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/admin/enquiries?enquiry=${encodeURIComponent(id)}`;
}

/**
 * The products asked about, one row each ("both mails list the lines"): "1. {name}" and then its quantity
 * with unit, configuration, note and its datasheet's address (`publicUrl` + /api/Products/{id}/datasheet).
 */
function lineRows(lines: readonly MailedLine[], publicUrl: string): [string, string][] {
  return lines.map((line, i) => [
    `${i + 1}. ${line.productName}`,
    [
      line.quantity != null ? `Quantity: ${quantityText(line.quantity, line.unit)}` : 'Quantity: not given',
      line.configuration ? `Configuration: ${line.configuration}` : '',
      line.note ? `Note: ${line.note}` : '',
      `Datasheet (PDF): ${publicUrl}/api/Products/${line.productId}/datasheet`,
    ]
      .filter(Boolean)
      .join('\n'),
  ]);
}

function render(intro: string, table: [string, string][], outro: string): { text: string; html: string } {
  const text = `${intro}\n\n${table.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${outro}\n`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14212e">` +
    `<p>${escapeHtml(intro)}</p><table cellpadding="6" style="border-collapse:collapse">` +
    table
      .map(([k, v]) => `<tr><th align="left" valign="top" style="background:#f2f5f8">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
      .join('') +
    // The outro is ours (its addresses, the inbox's or the confirmation's, made links); user text never reaches it.
    `</table><p style="white-space:pre-line">${escapeHtml(outro).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p></body></html>`;
  return { text, html };
}

/** What composeEnquiryMails needs besides the enquiry and its lines. */
export interface EnquiryMailOptions {
  vendorName: string;
  /** Signs the copy. */
  companyName: string;
  /** The company's enquiry address. */
  enquiryTo: string;
  publicUrl: string;
  /** The stored row's id (the inbox's link). */
  enquiryId: string;
  /** The enquiry's reference (contracts/enquiry-confirmation.ts), in both subjects and both tables. */
  reference: string;
  /** The path of the enquirer's confirmation page (/in/enquiry/{token}), linked from their copy only. */
  confirmationPath: string;
  attachments?: readonly MailedAttachment[];
}

/**
 * The company message and the enquirer's copy for a stored enquiry, each naming its reference and listing the
 * products asked about (`lines`, with their datasheets' addresses on `publicUrl`) and the files sent
 * (`attachments`, by name and size); the company's also links to the enquiry in the inbox, where staff open the
 * files, and the copy to the enquirer's confirmation page.
 */
export function composeEnquiryMails(enquiry: Enquiry, lines: readonly MailedLine[], opts: EnquiryMailOptions): ComposedMail[] {
  const files = opts.attachments ?? [];
  const listed: [string, string][] = files.length ? [['Attachments', files.map((f) => `${f.fileName} (${fileSizeText(f.size)})`).join('\n')]] : [];
  const table = [...rows(enquiry, opts.vendorName, opts.reference), ...lineRows(lines, opts.publicUrl), ...listed];
  // The files stay in the private store: staff open them from the enquiry in the inbox, after signing in.
  const toCompany = render(
    `New enquiry from the ${opts.vendorName} website.`,
    table,
    `Open it in the inbox${files.length ? ', with its attachments' : ''} (staff sign-in): ${inboxUrl(opts.publicUrl, opts.enquiryId)}\nReply to this message to answer the enquirer.`,
  );
  const toEnquirer = render(
    `Dear ${enquiry.name}, thank you for contacting ${opts.companyName}. We have received your enquiry and will get back to you soon. This is a copy for your records.`,
    table,
    `Your confirmation, to view or print: ${opts.publicUrl}${opts.confirmationPath}\nPlease quote ${opts.reference} in any message about this enquiry.\n${opts.companyName} — ${opts.enquiryTo}`,
  );
  return [
    {
      kind: 'enquiry',
      to: opts.enquiryTo,
      replyTo: enquiry.email,
      subject: headerSafe(`Enquiry ${opts.reference} (${opts.vendorName}): ${enquiry.title} — ${enquiry.name}`),
      ...toCompany,
    },
    {
      kind: 'enquiry-copy',
      to: enquiry.email,
      replyTo: opts.enquiryTo,
      subject: headerSafe(`Your enquiry ${opts.reference} to ${opts.companyName}: ${enquiry.title}`),
      ...toEnquirer,
    },
  ];
}
