/** Links to the company's contact details (appConfig.contact; product-spec.md §2 footer and contact pages). */

/** tel: URI of a display phone number (digits and a leading +): '+91 265 123 4567' → 'tel:+912651234567'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
