/**
 * draft-key.ts: the form's island asks, without the form's code, whether a reload should bring typed values back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryDraftKey, hasTypedDraft } from './draft-key.ts';

const key = enquiryDraftKey('in', '/in/contact-us', "What's On Your Mind?");

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('hasTypedDraft', () => {
  it('is true only once the visitor typed: a draft holding only the first-shown time is not one', () => {
    expect(hasTypedDraft(key)).toBe(false);
    sessionStorage.setItem(key, JSON.stringify({ firstShownAt: 1 }));
    expect(hasTypedDraft(key)).toBe(false);
    sessionStorage.setItem(key, JSON.stringify({ firstShownAt: 1, values: { name: 'Asha', email: '', phoneNo: '', option: '', message: '' } }));
    expect(hasTypedDraft(key)).toBe(true);
    expect(hasTypedDraft(enquiryDraftKey('in', '/in', "What's On Your Mind?")), 'another form of the site').toBe(false);
  });

  it('is false for a stored text that is not JSON and for a storage that refuses', () => {
    sessionStorage.setItem(key, '{not json');
    expect(hasTypedDraft(key)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasTypedDraft(key)).toBe(false);
  });
});
