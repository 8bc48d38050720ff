import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentNavigation, SiteNavigationProvider } from '../../lib/navigation.tsx';
import { AddToQuote, addedText, seeListText } from './AddToQuote.tsx';

const ROD = { id: '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Long Rod Insulator 220 kV, 120 kN' };
const JOINT = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Axial Expansion Joint DN 600' };

afterEach(() => localStorage.clear());

describe('Add to quote', () => {
  it('says the quantity the press made and counts the list as the top bar does, so the numbers agree', async () => {
    const user = userEvent.setup();
    render(
      <SiteNavigationProvider value={documentNavigation('/in/products/long-rods', '')}>
        <AddToQuote code="in" vendor="radhe" product={ROD} />
        <AddToQuote code="in" vendor="radhe" product={JOINT} />
      </SiteNavigationProvider>,
    );
    const rod = screen.getByRole('button', { name: `Add to quote: ${ROD.name}` });
    await user.click(rod);
    expect(screen.getByRole('alert')).toHaveTextContent(`${addedText('added', 1)} ${seeListText(1)}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Added, quantity 1. See the quote list (1 item)');
    await user.click(rod);
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity now 2. See the quote list (1 item)');

    await user.click(screen.getByRole('button', { name: `Add to quote: ${JOINT.name}` }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts[1]).toHaveTextContent('Added, quantity 1. See the quote list (2 items)');
    // The first product's message follows the list too.
    expect(alerts[0]).toHaveTextContent('Quantity now 2. See the quote list (2 items)');
  });
});
