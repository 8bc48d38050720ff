import { describe, expect, it } from 'vitest';
import { enquiryMailto } from './ProductEnquiryDialog.tsx';

describe('enquiryMailto', () => {
  it('prefills the subject with the dialog title and the product name', () => {
    expect(enquiryMailto('sales@example.com', 'quote', 'Rod & Disc 11 kV')).toBe(
      'mailto:sales@example.com?subject=Request%20Quote%3A%20Rod%20%26%20Disc%2011%20kV',
    );
    expect(enquiryMailto('sales@example.com', 'catalog', 'Bellows')).toBe(
      'mailto:sales@example.com?subject=Download%20Catalog%3A%20Bellows',
    );
  });
});
