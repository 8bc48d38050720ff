import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { enquiryFailure } from './failure.ts';

const refusal = (status: number, details: { path: string; message: string }[]) => new ApiRequestError(status, details[0]?.message ?? 'Refused', 'X', { details });

describe('enquiryFailure: what a refused Send shows where (attachments)', () => {
  it('puts a refused file beside the files, whether refused for its kind (400), its size (413) or a store that is down (503)', () => {
    for (const [status, path] of [[400, 'attachments.0'], [413, 'attachments.1'], [503, 'attachments']] as const) {
      expect(enquiryFailure(refusal(status, [{ path, message: 'About the files.' }]))).toEqual({ kind: 'refused', fields: [], notes: [], attachments: 'About the files.' });
    }
  });

  it('puts field messages on their fields, others in notes, and sends any other 5xx to the error panel', () => {
    expect(enquiryFailure(refusal(400, [{ path: 'requiredBy', message: 'Choose a date from today on.' }, { path: 'lines.0.productId', message: 'Line 1: gone.' }]))).toEqual({
      kind: 'refused',
      fields: [{ field: 'requiredBy', message: 'Choose a date from today on.' }],
      notes: ['Line 1: gone.'],
    });
    expect(enquiryFailure(refusal(503, []))).toEqual({ kind: 'error' });
  });
});
