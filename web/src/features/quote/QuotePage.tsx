/**
 * /{code}/quote — the visitor's quote list and its request: each line with the product's
 * image, name (a link to its page), key ratings, quantity with its unit, configuration and note, each changeable and
 * removable; then the enquiry form with the project fields (company, country, tender reference, required-by date,
 * delivery location, Incoterms term) and up to 5 drawings and specifications, sent as one enquiry with every line (POST /api/contact `lines`), after which the
 * list is emptied. The list lives in this browser (quote-list.ts), so the server draws the page without it: without
 * JavaScript the page says the list needs it and points to Request Quote on a product's page, which works without.
 *
 * A quantity that is not a whole number from 1 to 1,000,000 is refused on its field and not kept; what was typed
 * stays in the field until it is fixed.
 */
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { ENQUIRY_LINE_LIMITS, QUANTITY_UNITS } from '../../../../contracts/quote-lines.ts';
import { formatNumber } from '../../../../contracts/number-format.ts';
import type { Product } from '../../../../contracts/catalog.ts';
import { LazyEnquiryForm } from '../../components/enquiry/LazyEnquiryForm.tsx';
import { MediaImage } from '../../components/MediaImage.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { productQueryOptions } from '../../lib/catalog-api/index.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { cardProperties } from '../../components/catalog/card-properties.ts';
import { useMediaSrc } from '../../components/catalog/use-media-src.ts';
import { enquiryLinesOf, useQuoteList, type QuantityUnit, type QuoteLine } from '../../components/quote/quote-list.ts';

/** Texts of the page. */
export const QUOTE_TEXTS = {
  title: 'Quote list',
  needsJavaScript:
    'Your quote list is kept in this browser and needs JavaScript. Without it, ask for a quotation from a product\u2019s page with Request Quote.',
  empty: 'Your quote list is empty. Add products with \u201cAdd to quote\u201d on their cards and pages.',
  quantityInvalid: `Enter a whole number from 1 to ${formatNumber(ENQUIRY_LINE_LIMITS.quantityMax)}.`,
  fixQuantities: 'A quantity in the list above is not a whole number from 1 to 1,000,000. Fix it, then send.',
  formTitle: 'Request Quote',
  message: 'Please send a quotation for the products listed.',
} as const;

/** Whether `text` is a quantity the server takes: a whole number from 1 to ENQUIRY_LINE_LIMITS.quantityMax. */
function isQuantity(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= ENQUIRY_LINE_LIMITS.quantityMax;
}

/**
 * The quantity field: a valid number is saved to the list at once; anything else stays in the field as typed
 * (`draft`, kept by the page), refused on it, and holds Send back until it is fixed.
 */
function QuantityField({ line, draft, onDraft, onChange }: { line: QuoteLine; draft: string | undefined; onDraft: (text: string | undefined) => void; onChange: (quantity: number) => void }) {
  const valid = draft === undefined;
  return (
    <TextField
      label="Quantity"
      size="small"
      value={draft ?? String(line.quantity)}
      onChange={(event) => {
        const text = event.target.value;
        if (isQuantity(text)) {
          onDraft(undefined);
          onChange(Number(text));
        } else onDraft(text);
      }}
      error={!valid}
      helperText={valid ? undefined : QUOTE_TEXTS.quantityInvalid}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of ${line.name}` } }}
      sx={{ width: 140 }}
    />
  );
}

/** One line of the list, with its product's image and key ratings once read (`product`). */
function Line({ line, product, draft, onDraft, onRemoved }: { line: QuoteLine; product: Product | undefined; draft: string | undefined; onDraft: (text: string | undefined) => void; onRemoved: () => void }) {
  const { vendor } = useVendor();
  const list = useQuoteList(vendor.key);
  const src = useMediaSrc();
  const ratings = product ? cardProperties(product.properties) : [];
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '72px 1fr', md: '96px 1fr' }, gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      {product?.imagePath ? (
        <MediaImage src={src(product.imagePath, product.vendor)} alt={product.imageAlts?.[product.imagePath]?.trim() ?? ''} width={96} height={72} sizes="96px" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'grey.50', borderRadius: 1 }} />
      ) : (
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', borderRadius: 1 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={paths.productDetails(vendor.code, { id: line.productId, name: line.name })} sx={{ fontWeight: 600 }}>
          {line.name}
        </Link>
        {ratings.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {ratings.map((r) => `${r.key}: ${r.value}`).join(' · ')}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1.5, alignItems: 'flex-start' }}>
          <QuantityField line={line} draft={draft} onDraft={onDraft} onChange={(quantity) => list.change(line.id, { quantity })} />
          <TextField
            select
            label="Unit"
            size="small"
            value={line.unit}
            onChange={(event) => list.change(line.id, { unit: event.target.value as QuantityUnit })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Unit of ${line.name}` } }}
            sx={{ width: 120 }}
          >
            {QUANTITY_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </TextField>
          {product && product.configurations.length > 0 && (
            <TextField
              select
              label="Configuration"
              size="small"
              value={line.configuration}
              onChange={(event) => list.change(line.id, { configuration: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Configuration of ${line.name}` } }}
              sx={{ minWidth: 200 }}
            >
              <option value="">Not chosen</option>
              {product.configurations.map((c) => (
                <option key={c.key} value={c.key.slice(0, ENQUIRY_LINE_LIMITS.configuration)}>
                  {c.key}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            label="Note"
            size="small"
            value={line.note}
            onChange={(event) => list.change(line.id, { note: event.target.value.slice(0, ENQUIRY_LINE_LIMITS.note) })}
            slotProps={{ htmlInput: { maxLength: ENQUIRY_LINE_LIMITS.note, 'aria-label': `Note on ${line.name}` } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button color="inherit" startIcon={<DeleteOutline />} onClick={() => {
              onDraft(undefined);
              list.remove(line.id);
              onRemoved();
            }} aria-label={`Remove ${line.name}`}>
            Remove
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

/** See the module comment. */
export default function QuotePage() {
  const { vendor } = useVendor();
  const hydrated = useHydrated();
  const list = useQuoteList(vendor.key);
  const products = useQueries({ queries: list.lines.map((line) => ({ ...productQueryOptions(vendor.key, line.productId), retry: false })) });
  // Whether the request went: the list is then empty, and the form shows its success panel.
  const [sent, setSent] = useState(false);
  // Quantities typed that the server would refuse, by line id: shown as typed, and Send waits for them.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const invalid = list.lines.some((line) => drafts[line.id] !== undefined);
  const listRef = useRef<HTMLOListElement>(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={`${QUOTE_TEXTS.title} | ${vendor.name}`} description={`Ask ${vendor.name} for a quotation on several products at once.`} path={paths.quote(vendor.code)} noindex />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {QUOTE_TEXTS.title}
      </Typography>
      {!hydrated || (list.count === 0 && !sent) ? (
        <Alert severity="info">
          {hydrated ? QUOTE_TEXTS.empty : QUOTE_TEXTS.needsJavaScript}{' '}
          <Link component={RouterLink} to={paths.products(vendor.code)}>
            Browse the products
          </Link>
        </Alert>
      ) : (
        <>
          {list.count > 0 && (
            <>
              {/* Focused after a removal, so the keyboard stays in the list. */}
              <Box component="ol" ref={listRef} tabIndex={-1} aria-label="Products to quote" sx={{ listStyle: 'none', p: 0, m: 0, outline: 'none' }}>
                {list.lines.map((line, index) => (
                  <Line
                    key={line.id}
                    line={line}
                    product={products[index]?.data}
                    draft={drafts[line.id]}
                    onDraft={(text) =>
                      setDrafts(({ [line.id]: _, ...others }) => (text === undefined ? others : { ...others, [line.id]: text }))
                    }
                    onRemoved={() => listRef.current?.focus()}
                  />
                ))}
              </Box>
              <Button color="inherit" onClick={list.clear} sx={{ mt: 1 }}>
                Clear the list
              </Button>
            </>
          )}
          <Box sx={{ mt: 4 }}>
            <LazyEnquiryForm
              title={QUOTE_TEXTS.formTitle}
              defaultMessage={QUOTE_TEXTS.message}
              lines={enquiryLinesOf(list.lines)}
              blocked={invalid ? QUOTE_TEXTS.fixQuantities : undefined}
              project
              attachments
              onSent={() => {
                setSent(true);
                list.clear();
              }}
            />
          </Box>
        </>
      )}
    </Container>
  );
}
