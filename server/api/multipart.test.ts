import { describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART, multipartProblem } from './multipart.ts';

describe('multipartProblem (malformed multipart answers 400, not 500)', () => {
  it.each([
    ['busboy without a boundary', new Error('Multipart: Boundary not found'), /names no boundary/],
    ['busboy at an early end', new Error('Unexpected end of multipart data'), /ends before its closing boundary/],
    ['the file part cut short', new Error('Part terminated early due to unexpected end of multipart data'), /ends before its closing boundary/],
    ['a client that closed mid-body (multipart)', Object.assign(new Error('closed'), { code: 'FST_MP_PREMATURE_CLOSE' }), /connection closed/],
    ['a client that closed mid-body (Node)', Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), /connection closed/],
  ])('maps %s to 400 MALFORMED_MULTIPART', (_case, error, message) => {
    const problem = multipartProblem(error);
    expect(problem).toMatchObject({ statusCode: 400, code: MALFORMED_MULTIPART });
    expect(problem?.message).toMatch(message);
  });

  it('leaves every other error alone', () => {
    expect(multipartProblem(new Error('disk full'))).toBeNull();
    expect(multipartProblem(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBeNull();
    expect(multipartProblem(undefined)).toBeNull();
  });
});
