import { describe, expect, it } from 'vitest';
import { isPlainText, notAllowedCharacterMessage } from './plain-text.ts';
import { enquiryFieldsSchema } from './enquiry.ts';

describe('isPlainText', () => {
  it.each(['', 'Asha Patel', 'line one\r\nline two\tand a tab', 'नमस्ते ગુજરાતી 中文 🙂', '\u00a0non-breaking', 'Ω µ ©'])('accepts %j', (text) => {
    expect(isPlainText(text)).toBe(true);
  });
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u000b', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\ufffe', '\ud800', 'x\udc00', '🙂'.slice(0, 1)])(
    'refuses %j',
    (text) => {
      expect(isPlainText(text)).toBe(false);
    },
  );
});

describe('the enquiry form refuses such characters on the field, before Send', () => {
  it('names the field', () => {
    const result = enquiryFieldsSchema.safeParse({ name: 'Asha\u0000', email: 'asha@utility.example' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', notAllowedCharacterMessage('Full Name')]]);
    expect(notAllowedCharacterMessage('Full Name')).toBe('Full Name contains a character that is not allowed.');
  });
});
