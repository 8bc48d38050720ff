/** A section of a storefront page (product-spec.md §2): a region named by its heading, with its content under it. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionBand } from './SectionBand.tsx';

describe('SectionBand', () => {
  it('is a region named by the heading it draws, with its content under the heading', () => {
    render(
      <SectionBand id="fd-what" heading={{ eyebrow: 'Products', title: 'What we make', lead: 'Joints and bellows.' }} tone="tint" testId="what">
        <p>Metallic expansion joints</p>
      </SectionBand>,
    );
    const region = screen.getByRole('region', { name: 'What we make' });
    expect(region).toHaveAttribute('data-testid', 'what');
    expect(within(region).getByRole('heading', { level: 2, name: 'What we make' })).toHaveAttribute('id', 'fd-what');
    expect(within(region).getByText('Joints and bellows.')).toBeInTheDocument();
    expect(region.textContent).toBe('ProductsWhat we makeJoints and bellows.Metallic expansion joints');
  });

  it('is named by a heading its content draws when it draws none itself', () => {
    render(
      <SectionBand id="home-testing">
        <h2 id="home-testing">Tested in the best labs</h2>
      </SectionBand>,
    );
    expect(screen.getByRole('region', { name: 'Tested in the best labs' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
