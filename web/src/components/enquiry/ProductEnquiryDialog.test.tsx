import { describe, expect, it } from 'vitest';
import { prefilledMessage } from './ProductEnquiryDialog.tsx';

describe('prefilledMessage', () => {
  it('names the product the visitor asks about', () => {
    expect(prefilledMessage('quote', 'Long Rod Insulator 132 kV')).toBe('Please send a quotation for: Long Rod Insulator 132 kV.');
    expect(prefilledMessage('catalog', 'Bellows')).toContain('catalogue and data sheet for: Bellows');
  });
});
