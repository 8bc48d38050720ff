/**
 * The storefront's top categories as cards (product-spec.md §2: the /in home's dark section, the /fd home's product
 * categories), read from the catalogue: skeleton cards while they load (CatalogGrid), a warning that names
 * `errorText` when they cannot be read; under them, centred, the button to every product.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { useCategory } from '../../lib/catalog-api/index.ts';
import { paths } from '../../lib/paths.ts';
import { CatalogGrid } from '../../components/catalog/CatalogGrid.tsx';
import { CategoryCard } from '../../components/catalog/CategoryCard.tsx';

export interface RootCategoryCardsProps {
  vendor: VendorKey;
  /** The storefront's route code, for the cards' links. */
  code: VendorCode;
  errorText: string;
  /** The button to every product: its text, and the space above it (theme units). */
  allProducts: { label: string; space: number };
}

/** See the module comment. */
export function RootCategoryCards({ vendor, code, errorText, allProducts }: RootCategoryCardsProps) {
  const { data, isPending, isError } = useCategory(vendor);
  return (
    <>
      {isError ? (
        <Alert severity="warning">{errorText}</Alert>
      ) : (
        <CatalogGrid loading={isPending}>
          {data?.subCategories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} code={code} />
            </li>
          ))}
        </CatalogGrid>
      )}
      <Box sx={{ mt: allProducts.space, textAlign: 'center' }}>
        <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} component={RouterLink} to={paths.products(code)}>
          {allProducts.label}
        </Button>
      </Box>
    </>
  );
}
