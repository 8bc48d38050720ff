import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailLink } from './EmailLink.tsx';

describe('EmailLink', () => {
  it('links to the address and lets it break only after the @ and before each dot', () => {
    const { container } = render(<EmailLink address="enquiry@radhe-therm.example" />);
    const link = screen.getByRole('link', { name: 'enquiry@radhe-therm.example' });
    expect(link).toHaveAttribute('href', 'mailto:enquiry@radhe-therm.example');
    expect(container.innerHTML).toContain('enquiry@<wbr>radhe-therm<wbr>.example');
  });

  it('shows an address without a domain as it is', () => {
    render(<EmailLink address="postmaster" />);
    expect(screen.getByRole('link', { name: 'postmaster' })).toHaveAttribute('href', 'mailto:postmaster');
  });
});
