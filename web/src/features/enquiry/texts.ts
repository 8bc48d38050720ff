/** Texts of the enquiry form — product-spec.md §5 and §8, verbatim. */

/** Success panel text; `careEmail` is the configured customer-care address, `copyEmail` where the copy goes. */
export function enquirySuccessText(careEmail: string, copyEmail: string): string {
  return `Thank you! Your message has been sent successfully. For further assistance, please don't hesitate to contact our Customer Care team at ${careEmail}. You will also receive a copy of your inquiry at ${copyEmail}. Please check your inbox or Junk/Spam folder for confirmation.`;
}

export const ENQUIRY_ERROR_TEXT = 'There was an error sending your message. Please reload the page and try again.';
