/** A checklist of the storefront pages (product-spec.md §2): the items in order, each after its mark. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Checklist } from './Checklist.tsx';

describe('Checklist', () => {
  it('lists the items in order, each after its mark', () => {
    render(<Checklist items={['Hydrostatic test', 'Helium leak test']} mark={<CheckCircleOutlined data-testid="mark" />} gap={1.5} columns="md" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Hydrostatic test', 'Helium leak test']);
    expect(within(items[0]).getByTestId('mark')).toBe(items[0].firstElementChild);
  });
});
