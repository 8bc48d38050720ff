/**
 * /{code}/enquiry/{token} — an enquiry's confirmation, the page a buyer can file (contracts/enquiry-confirmation.ts;
 * issue "A buyer on a phone", "After sending"): §8's success text with its icon, the reference, when and to whom
 * it was sent, a summary of what was sent (the subject, interest and message, the products with quantities,
 * configurations and notes, the files, the project fields given, the buyer's details), and the way on: back to the products,
 * and Print (drawn once the app runs; the browser's own print works without it, and prints the page without the
 * site's header, footer and buttons).
 *
 * Its address is the only key to it: a reload reads it again and sends nothing. The server renders it for each
 * request and never keeps it (contracts/server-render.ts `isPrivatePage`); it asks search engines not to index it and
 * the browser not to name it to other sites. An unknown token is the fallback page (404); a read that fails says the
 * enquiry was sent all the same and where its details are.
 */
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { ReactNode } from 'react';
import { ENQUIRY_FIELD_LABELS, NO_OPTION } from '../../../../contracts/enquiry.ts';
import type { EnquiryConfirmation } from '../../../../contracts/enquiry-confirmation.ts';
import { fileSizeText } from '../../../../contracts/file-size.ts';
import { quantityText } from '../../../../contracts/quote-lines.ts';
import { enquirySuccessText, REFERENCE_LABEL } from '../../components/enquiry/texts.ts';
import { appConfig } from '../../lib/config.ts';
import { paths } from '../../lib/paths.ts';
import { PAGE_PRINT_STYLES } from '../../lib/print-styles.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { formatDateTime, formatDateTimeUtc } from '../../lib/time-format.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { useConfirmation } from './api.ts';
import { CONFIRMATION_TEXTS as TEXTS } from './texts.ts';

const PROJECT_FIELDS = ['company', 'country', 'projectReference', 'requiredBy', 'deliveryLocation', 'incoterm'] as const;

/** One labelled row of the summary (a description list's term and details). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </>
  );
}

/** A titled block of rows. */
function Block({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3, breakInside: 'avoid' }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** When it was sent: in UTC as the server writes it, then in the reader's own zone once the app runs. */
function SentAt({ at }: { at: string }) {
  const hydrated = useHydrated();
  return <time dateTime={at}>{hydrated ? formatDateTime(at) : formatDateTimeUtc(at)}</time>;
}

/** What was sent, block by block. */
function Summary({ confirmation }: { confirmation: EnquiryConfirmation }) {
  const { vendor } = useVendor();
  const project = PROJECT_FIELDS.filter((field) => confirmation.project[field]);
  return (
    <Box component="section" aria-labelledby="confirmation-summary" sx={{ mt: 4 }}>
      <Typography id="confirmation-summary" variant="h5" component="h2">
        {TEXTS.summaryHeading}
      </Typography>
      <Block heading={TEXTS.yourEnquiry}>
        <Row label={TEXTS.subject}>{confirmation.title}</Row>
        {confirmation.option !== NO_OPTION && <Row label={ENQUIRY_FIELD_LABELS.option}>{confirmation.option}</Row>}
        {confirmation.message && <Row label={ENQUIRY_FIELD_LABELS.message}>{confirmation.message}</Row>}
      </Block>
      {confirmation.lines.length > 0 && (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {TEXTS.products}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {confirmation.lines.map((line, i) => (
              <Box component="li" key={i} sx={{ mb: 1.5, breakInside: 'avoid' }}>
                {line.productId ? (
                  <Link component={RouterLink} to={paths.productDetails(vendor.code, { id: line.productId, name: line.productName })} sx={{ fontWeight: 600 }}>
                    {line.productName}
                  </Link>
                ) : (
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {line.productName}
                  </Typography>
                )}
                <Typography variant="body2">{line.quantity != null ? quantityText(line.quantity, line.unit) : TEXTS.quantityNotGiven}</Typography>
                {line.configuration && <Typography variant="body2">Configuration: {line.configuration}</Typography>}
                {line.note && <Typography variant="body2">Note: {line.note}</Typography>}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {confirmation.attachments.length > 0 && (
        <Box component="section" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {TEXTS.files}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {confirmation.attachments.map((file, i) => (
              <li key={i}>
                <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {file.fileName}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({fileSizeText(file.size)})
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {project.length > 0 && (
        <Block heading={TEXTS.project}>
          {project.map((field) => (
            <Row key={field} label={ENQUIRY_FIELD_LABELS[field]}>
              {confirmation.project[field]}
            </Row>
          ))}
        </Block>
      )}
      <Block heading={TEXTS.yourDetails}>
        <Row label={ENQUIRY_FIELD_LABELS.name}>{confirmation.name}</Row>
        <Row label={ENQUIRY_FIELD_LABELS.email}>{confirmation.email}</Row>
        {confirmation.phoneNo && <Row label={ENQUIRY_FIELD_LABELS.phoneNo}>{confirmation.phoneNo}</Row>}
      </Block>
    </Box>
  );
}

/** The confirmation page; see the module comment. */
export default function ConfirmationPage() {
  const { token = '' } = useParams();
  const { vendor } = useVendor();
  const hydrated = useHydrated();
  const { data: confirmation, isError } = useConfirmation(token);
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} aria-labelledby="confirmation-heading">
      <GlobalStyles styles={PAGE_PRINT_STYLES} />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      {confirmation && <title>{TEXTS.pageTitle(confirmation.reference)}</title>}
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutline sx={{ fontSize: 48, color: 'success.main' }} />
        <Typography id="confirmation-heading" variant="h4" component="h1">
          {TEXTS.heading}
        </Typography>
        {isError && !confirmation ? (
          <Alert severity="warning">{TEXTS.loadFailed}</Alert>
        ) : !confirmation ? (
          <Box sx={{ width: '100%' }} aria-busy="true">
            <Skeleton width="40%" height={48} />
            <Skeleton height={96} />
          </Box>
        ) : (
          <>
            <Box sx={{ border: 2, borderColor: 'success.main', borderRadius: 1, px: 2, py: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {REFERENCE_LABEL}
              </Typography>
              <Typography component="p" variant="h5" data-testid="enquiry-reference" sx={{ fontWeight: 700, letterSpacing: '0.04em' }}>
                {confirmation.reference}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {TEXTS.sentTo(vendor.name)}, <SentAt at={confirmation.sentAt} />. {TEXTS.quoteReference}
            </Typography>
            <Typography>{enquirySuccessText(appConfig.contact.email, confirmation.email)}</Typography>
          </>
        )}
      </Stack>
      {confirmation && <Summary confirmation={confirmation} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }} data-print="hide">
        <Button component={RouterLink} to={paths.products(vendor.code)} variant="contained">
          {TEXTS.backToProducts}
        </Button>
        {hydrated && confirmation && (
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {TEXTS.print}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-print="hide">
        {TEXTS.keepAddress}
      </Typography>
    </Container>
  );
}
