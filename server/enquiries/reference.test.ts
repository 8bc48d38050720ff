import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TOKEN_PATTERN, ENQUIRY_REFERENCE_PATTERN } from '../../contracts/enquiry-confirmation.ts';
import { confirmationTokenHash, newConfirmationToken, newEnquiryReference } from './reference.ts';

describe('enquiry references and confirmation tokens', () => {
  it('draws references a person can read aloud, different each time', () => {
    const drawn = Array.from({ length: 200 }, newEnquiryReference);
    for (const reference of drawn) expect(reference).toMatch(ENQUIRY_REFERENCE_PATTERN);
    expect(new Set(drawn).size).toBe(drawn.length);
    // No letter that reads as a digit (I, L, O) and no U.
    expect(drawn.join('').replace(/ENQ-/g, '')).not.toMatch(/[ILOU]/);
  });

  it('draws tokens of the address pattern and keeps only their hash', () => {
    const token = newConfirmationToken();
    expect(token).toMatch(CONFIRMATION_TOKEN_PATTERN);
    expect(newConfirmationToken()).not.toBe(token);
    expect(confirmationTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmationTokenHash(token)).toBe(confirmationTokenHash(token));
    expect(confirmationTokenHash(token)).not.toContain(token);
  });
});
