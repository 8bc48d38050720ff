/**
 * A storefront's home for now: hero with true company facts and the way into the catalogue (product-spec.md
 * §1, §9). The full marketing home pages (banners, clients, facilities, enquiry form) are issues 5 and 6.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { paths } from '../app/paths.ts';
import { storefrontContent } from './content.ts';

/** The storefront home of `code`. */
export function StorefrontHome({ code }: { code: VendorCode }) {
  const { hero, facts } = storefrontContent[code];
  return (
    <>
      <Box
        component="section"
        sx={{
          background: code === 'in'
            ? 'linear-gradient(135deg, #0d47a1 0%, #1565c0 55%, #42a5f5 100%)'
            : 'linear-gradient(135deg, #4a0f0f 0%, #8e1c1c 50%, #c62828 100%)',
          color: 'common.white',
          pt: { xs: code === 'in' ? 14 : 8, md: code === 'in' ? 18 : 12 },
          pb: { xs: 8, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1.5, opacity: 0.9 }}>
            {hero.eyebrow}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 2, maxWidth: 820, fontSize: { xs: '2rem', md: '3.25rem' } }}>
            {hero.title}
          </Typography>
          <Typography sx={{ maxWidth: 720, mb: 4, fontSize: { md: '1.15rem' }, opacity: 0.95 }}>{hero.lead}</Typography>
          <Button variant="contained" size="large" color="inherit" component={RouterLink} to={paths.products(code)} sx={{ color: 'secondary.main', bgcolor: 'common.white' }}>
            {hero.cta}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={3}>
          {facts.map((fact) => (
            <Grid key={fact.label} size={{ xs: 6, md: 3 }}>
              <Typography variant="h4" component="p" color="primary" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
                {fact.value}
              </Typography>
              <Typography color="text.secondary">{fact.label}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
