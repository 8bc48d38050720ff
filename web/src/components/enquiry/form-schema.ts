/**
 * The enquiry form's rules: the visitor's fields exactly as the server checks them (contracts/enquiry.ts
 * `enquiryFieldsSchema`), plus the honeypot
 * `website`, so that it reaches the submit handler.
 */
import { z } from 'zod/mini';
import { enquiryFieldsSchema, enquirySchema } from '../../../../contracts/enquiry.ts';

export const enquiryFormSchema = z.extend(enquiryFieldsSchema, { website: enquirySchema.shape.website });
/** What the form holds (react-hook-form's values). */
export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;
/** What the rules give on a valid Send: trimmed texts, option 'N/A' when none. */
export type EnquiryFormOutput = z.output<typeof enquiryFormSchema>;
