/**
 * "Compare" on a product card and a product page: puts the product on the storefront's compare list or
 * takes it off (compare-list.ts). Before the app runs (and with JavaScript off) it is a link to the comparison of
 * this product, so a click is never lost; once its island runs the same element is a toggle button
 * (island/held-link.ts). A fifth product is refused with a message beside the button.
 */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBox from '@mui/icons-material/CheckBox';
import { COMPARE_LIMIT } from '../../../../contracts/compare.ts';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { useCompareList, type ComparePick } from './compare-list.ts';
import { heldLinkProps } from '../island/held-link.ts';
import { ActionMessage } from '../catalog/ActionMessage.tsx';

/** The button's text. */
export const COMPARE_TEXT = 'Compare';
/** What a refused fifth pick says. */
export const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} products. Remove one from the compare bar first.`;

export interface CompareToggleProps {
  code: VendorCode;
  vendor: VendorKey;
  product: ComparePick;
  /** 'small' on cards, 'large' beside Request Quote on the product page. */
  size?: 'small' | 'large';
}

/** See the module comment. */
export function CompareToggle({ code, vendor, product, size = 'small' }: CompareToggleProps) {
  const hydrated = useHydrated();
  const list = useCompareList(vendor);
  // Set when a pick is refused; the message goes once the list has room again.
  const [refused, setRefused] = useState(false);
  const full = refused && list.picks.length >= COMPARE_LIMIT;
  const picked = list.has(product.id);
  const icon = picked ? <CheckBox /> : <CheckBoxOutlineBlank />;
  const label = `${COMPARE_TEXT} ${product.name}`;
  return (
    <Box>
      <Button
        {...heldLinkProps(hydrated, paths.compare(code, [product.id]))}
        size={size}
        variant={size === 'large' ? 'outlined' : 'text'}
        startIcon={icon}
        aria-pressed={hydrated ? picked : undefined}
        aria-label={label}
        onClick={
          hydrated
            ? (event: MouseEvent) => {
                event.stopPropagation();
                setRefused(list.toggle(product) === 'full');
              }
            : undefined
        }
      >
        {COMPARE_TEXT}
      </Button>
      {full && <ActionMessage error>{COMPARE_FULL_TEXT}</ActionMessage>}
    </Box>
  );
}
