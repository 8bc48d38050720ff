import { describe, expect, it } from 'vitest';
import { staffAccessOf } from '../../lib/staff-access.tsx';
import { adminMenuFor } from './AdminLayout.tsx';

const labels = (roles: Parameters<typeof staffAccessOf>[0] | null) => adminMenuFor(roles && staffAccessOf(roles)).map((item) => item.label);

describe('the admin menu offers only the tools the roles allow', () => {
  it('shows every entry while the roles are not known (signed out, checking)', () => {
    expect(labels(null)).toEqual(['Home', 'Product Manager', 'radhe storefront', 'therm storefront', 'Enquiries']);
  });

  it('gives administrators everything, editors the Product Manager, sales the Enquiries', () => {
    expect(labels(['admin'])).toEqual(['Home', 'Product Manager', 'radhe storefront', 'therm storefront', 'Enquiries', 'Audit log']);
    expect(labels(['editor.therm'])).toEqual(['Home', 'Product Manager', 'radhe storefront', 'therm storefront']);
    expect(labels(['editor.radhe'])).toEqual(['Home', 'Product Manager', 'radhe storefront', 'therm storefront']);
    expect(labels(['sales'])).toEqual(['Home', 'radhe storefront', 'therm storefront', 'Enquiries']);
    expect(labels(['editor.radhe', 'sales'])).toEqual(['Home', 'Product Manager', 'radhe storefront', 'therm storefront', 'Enquiries']);
  });
});
