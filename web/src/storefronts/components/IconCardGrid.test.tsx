/** The icon cards of the /in pages (product-spec.md §2): a list of titled cards, each led by a decorative icon. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { IconCardGrid } from './IconCardGrid.tsx';

describe('IconCardGrid', () => {
  const cards = [
    { Icon: FactoryOutlined, title: 'In-house manufacturing', text: 'Moulding and crimping under one roof.' },
    { Icon: ScienceOutlined, title: 'Type tested', text: 'In labs in Europe and India.' },
  ];

  it('lists each card with its title as a level-3 heading and its text, in order', () => {
    render(<IconCardGrid cards={cards} columns={3} icon="plain" testId="advantages" />);
    const list = screen.getByTestId('advantages');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['In-house manufacturing', 'Type tested']);
    expect(within(items[1]).getByText('In labs in Europe and India.')).toBeInTheDocument();
  });

  it('draws each icon, decorative, on a tile or on its own', () => {
    const { container, rerender } = render(<IconCardGrid cards={cards} columns={4} icon="tile" />);
    expect(container.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(2);
    rerender(<IconCardGrid cards={cards} columns={4} icon="plain" />);
    expect(container.querySelectorAll('li svg[aria-hidden="true"]')).toHaveLength(2);
  });
});
