import { describe, expect, it } from 'vitest';
import { NO_OPTION } from '../../../../contracts/enquiry.ts';
import { enquiryBody, type EnquirySettings } from './enquiry-body.ts';
import type { EnquiryFormOutput } from './form-schema.ts';

const fields = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNo: '',
  option: 'Composite Insulators',
  message: 'Please quote.',
  website: '',
  company: 'Grid Co',
  country: 'India',
  projectReference: '',
  requiredBy: '',
  deliveryLocation: '',
  incoterm: '',
} as unknown as EnquiryFormOutput;
const settings: EnquirySettings = { vendorName: 'Radhe', title: 'Request Quote', showOption: true, project: false, lines: [], fillMs: 4200 };

describe('enquiryBody (product-spec.md §5, §7)', () => {
  it('sends the fields with the vendor, the title and the fill time, and no project, lines or dark colour unless the form has them', () => {
    const body = enquiryBody(fields, settings);
    expect(body).toEqual({ name: 'Asha Rao', email: 'asha@example.com', phoneNo: '', option: 'Composite Insulators', message: 'Please quote.', vendor: 'Radhe', title: 'Request Quote', website: '', fillMs: 4200 });
  });

  it("sends 'N/A' for the option where the form does not ask for one", () => {
    expect(enquiryBody(fields, { ...settings, showOption: false }).option).toBe(NO_OPTION);
  });

  it('adds the project fields, the products asked about and the dark colour of the form that has them', () => {
    const lines = [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 2, unit: 'pieces' as const, configuration: '', note: '' }];
    const body = enquiryBody(fields, { ...settings, project: true, lines, darkColor: '#0f2a44' });
    expect(body).toMatchObject({ company: 'Grid Co', country: 'India', projectReference: '', incoterm: '', lines, darkColor: '#0f2a44' });
  });
});
