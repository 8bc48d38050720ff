import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManagerBreadcrumbs } from './ManagerBreadcrumbs.tsx';

const trailOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, name: `Level ${i + 1}` }));

describe('ManagerBreadcrumbs (product-spec.md §4, §9 "Breadcrumbs collapse above 8 items")', () => {
  it('shows all 8 items of a trail of Root + 7', () => {
    render(<ManagerBreadcrumbs trail={trailOf(7)} onNavigate={() => {}} />);
    const items = within(screen.getByRole('navigation', { name: 'Category trail' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Root', ...trailOf(7).map((c) => c.name)]);
    expect(screen.getByText('Level 7')).toHaveAttribute('aria-current', 'location');
  });

  it('collapses 9 items, and expands them on request', async () => {
    const user = userEvent.setup();
    render(<ManagerBreadcrumbs trail={trailOf(8)} onNavigate={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Category trail' });
    expect(within(nav).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Root', '', 'Level 8']);
    await user.click(within(nav).getByRole('button', { name: 'Show path' }));
    expect(within(nav).getAllByRole('listitem')).toHaveLength(9);
  });

  it('reports the depth of the chosen crumb (0: Root)', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<ManagerBreadcrumbs trail={trailOf(3)} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Root' }));
    await user.click(screen.getByRole('button', { name: 'Level 2' }));
    expect(onNavigate.mock.calls).toEqual([[0], [2]]);
  });
});
