/**
 * Where an enquiry form's draft is kept in sessionStorage (draft.ts holds the draft itself), and whether a form is in
 * use, readable without the form's code: the form's island (LazyEnquiryForm.tsx) asks whether a draft holds typed values before it loads
 * the form, so a reload after a failed Send (product-spec.md §8: "reload the page") shows them at once.
 */

/**
 * The sessionStorage key of one form's draft: `enquiry-draft:{vendor code}:{pathname}:{title}`, so the /in home
 * form, /in/contact-us and each product's Request Quote and Download Catalog dialogs keep drafts of their own.
 */
export function enquiryDraftKey(vendorCode: string, pathname: string, title: string): string {
  return `enquiry-draft:${vendorCode}:${pathname}:${title}`;
}

/**
 * True when the session keeps values the visitor typed into the form whose draft is under `key` (not only the
 * time it was first shown); false when there are none, the stored text is not JSON or storage is unavailable.
 */
export function hasTypedDraft(key: string): boolean {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return false;
    const draft: unknown = JSON.parse(raw);
    return typeof draft === 'object' && draft !== null && 'values' in draft;
  } catch {
    return false;
  }
}

/**
 * True when the enquiry form whose place is `place` is in use before anyone touches it, so its code is wanted at
 * once: its place holds no form of the server's (an outcome panel, a place drawn in the browser), or the session
 * keeps a typed draft of it to show again after a reload (product-spec.md §8). Read by the form's island
 * (LazyEnquiryForm.tsx) and, before any React, by the islands' start (app/islands/start-islands.ts).
 */
export function enquiryFormInUse(place: Element, vendorCode: string, pathname: string, title: string): boolean {
  return !place.querySelector('form') || hasTypedDraft(enquiryDraftKey(vendorCode, pathname, title));
}
