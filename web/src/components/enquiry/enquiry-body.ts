/** The enquiry a valid Send of the enquiry form posts (POST /api/contact, product-spec.md §5, §7). */
import { NO_OPTION, type EnquiryInput, type EnquiryLineInput } from '../../../../contracts/enquiry.ts';
import { PROJECT_FIELD_NAMES } from './draft.ts';
import type { EnquiryFormOutput } from './form-schema.ts';

/** How a form sends: its settings besides the visitor's fields (EnquiryForm's props and the vendor's name). */
export interface EnquirySettings {
  vendorName: string;
  title: string;
  darkColor?: string;
  /** The form asks for a product line; otherwise 'N/A' is sent. */
  showOption: boolean;
  /** The form asks for the project fields. */
  project: boolean;
  lines: readonly EnquiryLineInput[];
  /** Milliseconds since the form was first shown (draft.ts). */
  fillMs: number;
}

/** The enquiry from the checked fields and the form's settings: the vendor's name, the title, the products asked about. */
export function enquiryBody(fields: EnquiryFormOutput, { vendorName, title, darkColor, showOption, project, lines, fillMs }: EnquirySettings): EnquiryInput {
  return {
    name: fields.name,
    email: fields.email,
    phoneNo: fields.phoneNo,
    option: showOption ? fields.option : NO_OPTION,
    message: fields.message,
    vendor: vendorName,
    title,
    ...(darkColor ? { darkColor } : {}),
    website: fields.website ?? '',
    fillMs,
    ...(project ? Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, fields[name]])) : {}),
    ...(lines.length ? { lines: [...lines] } : {}),
  };
}
