/** Texts of an enquiry's confirmation page (ConfirmationPage.tsx) and of the success panel's way to it. */

export const CONFIRMATION_TEXTS = {
  heading: 'Your enquiry has been sent',
  quoteReference: 'Please quote this reference in any message about your enquiry.',
  sentTo: (vendorName: string) => `Sent to ${vendorName}`,
  summaryHeading: 'What you sent',
  yourEnquiry: 'Your enquiry',
  subject: 'Subject',
  products: 'Products',
  quantityNotGiven: 'Quantity not given',
  files: 'Files',
  project: 'Project',
  yourDetails: 'Your details',
  backToProducts: 'Back to the products',
  print: 'Print this page',
  keepAddress: 'This page has its own address: bookmark it, or find the link in the copy mailed to you. Reloading it sends nothing again.',
  loadFailed:
    'Your enquiry was sent, but its confirmation cannot be shown just now. The copy mailed to you holds the same details and this address; open it again in a few minutes.',
  pageTitle: (reference: string) => `Enquiry ${reference} sent | Radhe & Therm`,
} as const;
