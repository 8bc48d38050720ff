/** What the /fd pages say about one industry (product-spec.md §2 "/fd/applications"): name, summary, uses. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { industries } from '../../../../../content/therm/industries.ts';
import { IndustryText } from './IndustryText.tsx';

describe('IndustryText', () => {
  it("names the industry in a level-3 heading, then its summary and every use as a list item", () => {
    const industry = industries[0];
    render(<IndustryText industry={industry} twoColumns />);
    expect(screen.getByRole('heading', { level: 3, name: industry.name })).toBeInTheDocument();
    expect(screen.getByText(industry.summary)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(industry.uses);
  });
});
