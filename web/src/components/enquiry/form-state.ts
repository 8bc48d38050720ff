/**
 * What a page tells its enquiry forms about a form sent without JavaScript (form-post.ts): the form that
 * was just accepted (from the success flash, read on the server by the storefront's loader) or the form that was
 * not (the page's action data). Read by EnquiryForm so that the page rendered after a POST shows the right panel,
 * or the form as typed with its messages — and hydrates to the same.
 */
import { useActionData, useMatches } from 'react-router';
import { ENQUIRY_SENT_COOKIE } from '../../../../contracts/server-render.ts';
import type { EnquiryFailure, EnquiryFieldName } from './failure.ts';

/** Names of the hidden fields a form sends besides the visitor's fields and the honeypot. */
export const ENQUIRY_FORM_FIELDS = { title: 'title', darkColor: 'darkColor', productId: 'productId' } as const;

/** The action data of a page whose form was not accepted. */
export interface EnquiryPostResult {
  /** The form's title: which form of the page it was (a product page has two). */
  title: string;
  /** What the visitor typed, field by field. */
  values: Record<EnquiryFieldName, string>;
  /** Why it was not accepted, as the app would show it (failure.ts). */
  failure: EnquiryFailure;
}

/**
 * An accepted form: its title, where the copy goes (§8's success text names it), and the enquiry's reference and
 * confirmation page (contracts/enquiry-confirmation.ts), when the server gave them.
 */
export interface EnquirySent {
  title: string;
  email: string;
  reference?: string;
  confirmation?: string;
}

/** A confirmation page's path as the server gives it (/in/enquiry/{token}): nothing else is linked from a cookie. */
const CONFIRMATION_PATH = /^\/(?:in|fd)\/enquiry\/[A-Za-z0-9_-]{22}$/;

/** The loader data of a storefront layout route: the form accepted just before this page, if any. */
export interface EnquiryFlash {
  enquirySent: EnquirySent | null;
}

/**
 * Reads the success flash from a request's Cookie header (set by form-post.ts), or null. Malformed values are
 * ignored. In the browser the cookie is HttpOnly and the server's answer is taken from the hydration data instead.
 */
export function readEnquiryFlash(request: Request): EnquiryFlash {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ENQUIRY_SENT_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (value && typeof value === 'object' && 'title' in value && 'email' in value) {
        const { title, email, reference, confirmation } = value as Record<string, unknown>;
        if (typeof title === 'string' && typeof email === 'string') {
          const receipt =
            typeof reference === 'string' && typeof confirmation === 'string' && CONFIRMATION_PATH.test(confirmation) ? { reference: reference.slice(0, 60), confirmation } : {};
          return { enquirySent: { title, email, ...receipt } };
        }
      }
    } catch {
      // Not ours, or damaged: no flash.
    }
  }
  return { enquirySent: null };
}

/** What the page says about one of its forms: accepted (`sent`), not accepted (`post`), or nothing. JSON. */
export interface EnquiryFormState {
  sent: EnquirySent | null;
  post: EnquiryPostResult | null;
}

/** A form the page says nothing about. */
export const NOTHING_POSTED: EnquiryFormState = { sent: null, post: null };

/**
 * What the page says about the form titled `title` (a hook of the router's page: LazyEnquiryForm reads it and hands
 * it to the form, which may run as an island without the router, components/island/Island.tsx).
 */
export function useEnquiryFormState(title: string): EnquiryFormState {
  const post = useActionData() as EnquiryPostResult | undefined;
  const flash = useMatches()
    .map((match) => (match.loaderData as Partial<EnquiryFlash> | undefined)?.enquirySent)
    .find(Boolean);
  return {
    sent: flash && flash.title === title ? flash : null,
    post: post?.title === title ? post : null,
  };
}
