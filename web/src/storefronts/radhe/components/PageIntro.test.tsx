/** The opening text of an /in page (product-spec.md §2): the paragraphs, then what stands beside them. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageIntro } from './PageIntro.tsx';

describe('PageIntro', () => {
  it('shows the paragraphs beside the aside', () => {
    render(<PageIntro paragraphs={['Incorporated in 1992.', 'ISO certified.']} aside={<dl aria-label="Facts" />} />);
    expect(screen.getByText('Incorporated in 1992.')).toBeInTheDocument();
    expect(screen.getByText('ISO certified.').compareDocumentPosition(screen.getByLabelText('Facts')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
