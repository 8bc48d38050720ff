/**
 * Contact page copy of the radhe storefront — product-spec.md §2 "/in/contact-us": cards for company name,
 * phone and email, address and production address. The values themselves come from the runtime configuration
 * (appConfig.contact), never from here.
 */

export const contactPage = {
  title: 'Contact Us',
  eyebrow: 'We reply within one working day',
  lead: 'Ask for a quotation, drawings, test reports or a visit to our works in Vadodara.',
  cards: {
    company: 'Company',
    phoneEmail: 'Phone & Email',
    address: 'Address',
    production: 'Production Address',
  },
  phoneLabel: 'Phone',
  emailLabel: 'Email',
} as const;
