import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVendor, VendorProvider } from './vendor-context.tsx';
import { SELECTED_VENDOR_STORAGE_KEY } from './selected-vendor.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function Probe() {
  const v = useVendor();
  return <p>{`${v.selectedVendor}/${v.selectedVendorCode}/${v.imageFolder}`}</p>;
}

describe('vendor selection (product-spec.md §3, §4)', () => {
  it('defaults to radhe without a stored value', () => {
    render(<VendorProvider><Probe /></VendorProvider>);
    expect(screen.getByText('radhe/in/radhe')).toBeInTheDocument();
  });

  it('starts from the stored selectedVendor', () => {
    localStorage.setItem(SELECTED_VENDOR_STORAGE_KEY, 'therm');
    render(<VendorProvider><Probe /></VendorProvider>);
    expect(screen.getByText('therm/fd/therm')).toBeInTheDocument();
  });

  it('selects by route code and stores the key', () => {
    const { result } = renderHook(() => useVendor(), { wrapper: VendorProvider });
    act(() => result.current.selectVendorByCode('fd'));
    expect(result.current.selectedVendor).toBe('therm');
    expect(localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY)).toBe('therm');
  });

  it('logs an unknown key or code and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useVendor(), { wrapper: VendorProvider });
    act(() => result.current.selectVendorByCode('xx'));
    act(() => result.current.selectVendorByKey('acme'));
    expect(result.current.selectedVendor).toBe('radhe');
    expect(error).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY)).toBeNull();
  });

  it('throws the spec message outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useVendor())).toThrow('useVendor must be used within a VendorProvider');
  });
});
