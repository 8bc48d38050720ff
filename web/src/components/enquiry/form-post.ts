/**
 * Enquiry forms sent without JavaScript — ("Enquiry forms: `<form method="post">` to an endpoint that
 * validates with the same schema, answers with the page again showing the field messages and what was typed, or
 * with the spec's success panel (post, redirect, get)").
 *
 * A storefront page's form posts to the page itself. The server runs the page's route action
 * (`submitEnquiryForm`, app/route-data.ts), which sends the fields as the same JSON enquiry the app sends to
 * POST /api/contact, through the server's own API on the visitor's behalf (same validation, rate limits, storage
 * and mail). Then:
 * - accepted: 303 to the same page, with a short-lived cookie (ENQUIRY_SENT_COOKIE, HttpOnly, 5 minutes) naming
 *   the form, the address the copy goes to and the enquiry's reference and confirmation page; the next render shows
 *   that form's success panel (§8) and the server spends the cookie (server/pages/site-pages.ts);
 * - refused, rate-limited or failed: the page again (400, 429 or 503) with the form holding what was typed and
 *   the outcome the app would show (failure.ts) as the route's action data.
 * Only the server runs this module (the app imports it lazily in the action, which the browser never calls: with
 * JavaScript the form is sent by the app itself).
 */
import { data, redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_ENQUIRY_TITLE, NO_OPTION, type EnquiryInput } from '../../../../contracts/enquiry.ts';
import { ENQUIRY_SENT_COOKIE } from '../../../../contracts/server-render.ts';
import type { Vendor } from '../../../../contracts/vendors.ts';
import { apiTransportOf } from '../../lib/api-client.ts';
import { sendEnquiry } from './api.ts';
import { ENQUIRY_FIELD_NAMES, enquiryFailure, type EnquiryFailure, type EnquiryFieldName } from './failure.ts';
import { ENQUIRY_FORM_FIELDS, type EnquiryPostResult, type EnquirySent } from './form-state.ts';

/** How long the success flash lives between the POST and the page after it, in seconds. */
export const ENQUIRY_SENT_MAX_AGE_S = 300;

/** HTTP status of the page answering a form that was not accepted. */
function statusOf(failure: EnquiryFailure): number {
  if (failure.kind === 'refused') return 400;
  if (failure.kind === 'rate-limited') return 429;
  return 503;
}

/** The Set-Cookie value of the success flash (contracts/server-render.ts ENQUIRY_SENT_COOKIE). */
export function enquirySentCookie(sent: EnquirySent): string {
  return `${ENQUIRY_SENT_COOKIE}=${encodeURIComponent(JSON.stringify(sent))}; Path=/; Max-Age=${ENQUIRY_SENT_MAX_AGE_S}; HttpOnly; SameSite=Lax`;
}

/**
 * The route action of a storefront page: sends the posted form as `vendor`'s enquiry through `queryClient`'s API
 * transport; see the module comment.
 * @returns a 303 redirect when accepted, else `data(EnquiryPostResult)` with status 400, 429 or 503
 */
export async function submitEnquiryForm(request: Request, vendor: Vendor, queryClient: QueryClient) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(ENQUIRY_FIELD_NAMES.map((name) => [name, text(name)])) as Record<EnquiryFieldName, string>;
  const title = text(ENQUIRY_FORM_FIELDS.title) || DEFAULT_ENQUIRY_TITLE;
  const darkColor = text(ENQUIRY_FORM_FIELDS.darkColor);
  // The products asked about: one hidden field per product, in order.
  const productIds = form.getAll(ENQUIRY_FORM_FIELDS.productId).filter((v): v is string => typeof v === 'string' && v !== '');
  const enquiry: EnquiryInput = {
    ...values,
    option: (values.option || NO_OPTION) as EnquiryInput['option'],
    vendor: vendor.name,
    title,
    ...(darkColor ? { darkColor } : {}),
    website: text('website'),
    ...(productIds.length ? { lines: productIds.map((productId) => ({ productId })) } : {}),
  };
  let received: Awaited<ReturnType<typeof sendEnquiry>>;
  try {
    received = await sendEnquiry(enquiry, { transport: apiTransportOf(queryClient) });
  } catch (error) {
    const failure = enquiryFailure(error);
    const result: EnquiryPostResult = { title, values, failure };
    return data(result, { status: statusOf(failure) });
  }
  const url = new URL(request.url);
  // Back to the page as the visitor knows it: without React Router's `?index`, which the server adds to a post to an
  // index route such as /in (entry-server.tsx `actionLocation`).
  url.searchParams.delete('index');
  return redirect(`${url.pathname}${url.search}`, {
    status: 303,
    headers: { 'Set-Cookie': enquirySentCookie({ title, email: values.email.trim(), reference: received.reference, confirmation: received.confirmation }) },
  });
}
