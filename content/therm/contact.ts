/** Labels of /fd/contact-us (product-spec.md §2): the data itself comes from the runtime configuration. */

export const thermContact = {
  eyebrow: 'Contact us',
  title: 'Contact Us',
  lead: 'Tell us about your piping or ductwork and our engineers will come back with a proposal.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  facilityLabels: ['Production Facility 1', 'Production Facility 2'] as const,
  /** The line under the enquiry form's heading (the form's default title, §5), before the e-mail link. */
  enquiryLead: 'Use the form, or write to us directly at',
} as const;
