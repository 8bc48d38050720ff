/**
 * The panels that take the enquiry form's place after Send — product-spec.md §4 ("a result panel follows with a
 * success or error icon"), §8 (their texts, verbatim) and what a lead needs beyond them:
 * - `EnquirySuccessPanel`: §8's success text; the draft is gone; and, when given, the file the enquiry asked for
 *   (the product's datasheet after Download Catalog) as a link.
 * - `EnquiryErrorPanel`: §8's error text with the error icon, then that the draft is kept (reload brings the form
 *   back filled in) and the company's phone and e-mail, so the visitor has a way through now.
 * - `EnquiryRateLimitedPanel`: a refusal over the rate limits (429): when the visitor may send again, the server's
 *   message, the phone and e-mail, and a way back to the form, which still holds the draft.
 * Each panel takes the focus when it appears (the Send button it replaces is gone) and is announced politely.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { appConfig } from '../../lib/config.ts';
import { telHref } from '../../lib/contact-links.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import {
  BACK_TO_FORM_TEXT,
  ENQUIRY_DRAFT_KEPT_SHORT_TEXT,
  ENQUIRY_DRAFT_KEPT_TEXT,
  ENQUIRY_ERROR_TEXT,
  enquirySuccessText,
  REACH_US_NOW_TEXT,
  REFERENCE_LABEL,
  SEE_CONFIRMATION_TEXT,
  sendAgainText,
} from './texts.ts';

/** Colours that read on the dark variant's background (MUI's main error and success colours are too dark there). */
export const DARK_VARIANT = { error: '#ff8a80', success: '#81c784', secondaryText: 'grey.300' } as const;

/** The form's dark variant (product-spec.md §3 darkColor): white text on this background; light when absent. */
export function darkVariantSx(darkColor: string | undefined) {
  return darkColor ? ({ bgcolor: darkColor, color: 'common.white', p: { xs: 2, md: 3 }, borderRadius: 1 } as const) : {};
}

/** Shared by the panels: the form's `darkColor`, when it is the dark variant. */
interface PanelProps {
  darkColor?: string;
}

const ICON_SX = { fontSize: 56 } as const;

/** The frame of a panel: centred, on the form's dark background if any, focused on appearance, announced politely. */
function Panel({ darkColor, icon, children }: PanelProps & { icon: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      role="status"
      aria-live="polite"
      tabIndex={-1}
      sx={{ py: 3, ...darkVariantSx(darkColor), textAlign: 'center', outline: 'none', scrollMarginTop: 96 }}
    >
      {icon}
      <Stack spacing={1.5} sx={{ mt: 2, maxWidth: 560, mx: 'auto', alignItems: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}

/** A file the success panel offers: the product's datasheet after Download Catalog. */
export interface EnquiryDownload {
  href: string;
  label: string;
}

/** A secondary line of a panel. */
function Note({ darkColor, children }: PanelProps & { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: darkColor ? DARK_VARIANT.secondaryText : 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/**
 * The company's phone (tel:) and e-mail (mailto:) from appConfig.contact as two buttons, under 'Or reach us now:'
 * ("shows the company's phone and e-mail as links, so the visitor has a way through now"). Nothing when
 * neither is configured.
 */
export function ReachUsNow({ darkColor }: PanelProps) {
  const { phoneNumber, email } = appConfig.contact;
  if (!phoneNumber && !email) return null;
  const buttonSx = {
    textTransform: 'none',
    overflowWrap: 'anywhere',
    ...(darkColor ? { color: 'common.white', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: 'common.white' } } : {}),
  } as const;
  return (
    <Box sx={{ pt: 1, width: '100%' }}>
      <Note darkColor={darkColor}>{REACH_US_NOW_TEXT}</Note>
      {/* Stacked on a phone, as wide as each other; side by side from sm. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1.5, mx: 'auto', maxWidth: { xs: 340, sm: 'none' }, justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {phoneNumber && (
          <Button variant="outlined" href={telHref(phoneNumber)} startIcon={<PhoneOutlined />} sx={buttonSx}>
            {phoneNumber}
          </Button>
        )}
        {email && (
          <Button variant="outlined" href={`mailto:${email}`} startIcon={<EmailOutlined />} sx={buttonSx}>
            {email}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The enquiry's reference and the path of its confirmation page (contracts/enquiry-confirmation.ts). */
export interface EnquiryReceipt {
  reference?: string;
  confirmation?: string;
}

/**
 * §8's success panel; `copyEmail` is the address the enquirer's copy goes to. With a `receipt`, the reference
 * comes first and a link leads to the confirmation page, which the buyer can file, print or reload.
 */
export function EnquirySuccessPanel({ darkColor, copyEmail, download, receipt }: PanelProps & { copyEmail: string; download?: EnquiryDownload; receipt?: EnquiryReceipt }) {
  const { Link: RouterLink } = useSiteNavigation();
  return (
    <Panel darkColor={darkColor} icon={<CheckCircleOutline sx={{ ...ICON_SX, color: darkColor ? DARK_VARIANT.success : 'success.main' }} />}>
      {receipt?.reference && (
        <Typography sx={{ fontWeight: 600 }}>
          {REFERENCE_LABEL}: <span data-testid="enquiry-reference">{receipt.reference}</span>
        </Typography>
      )}
      <Typography>{enquirySuccessText(appConfig.contact.email, copyEmail)}</Typography>
      {receipt?.confirmation && (
        <Button component={RouterLink} to={receipt.confirmation} variant={download ? 'outlined' : 'contained'} startIcon={<ReceiptLongOutlined />} sx={darkColor ? { color: 'common.white', borderColor: 'rgba(255,255,255,0.5)' } : undefined}>
          {SEE_CONFIRMATION_TEXT}
        </Button>
      )}
      {download && (
        // "after the enquiry is sent the success panel gives the PDF … as a link".
        <Button component="a" href={download.href} variant="contained" startIcon={<DownloadOutlined />} download>
          {download.label}
        </Button>
      )}
    </Panel>
  );
}

/** §8's error panel with the kept draft and the ways to reach the company; no way back but reloading (§4). */
export function EnquiryErrorPanel({ darkColor }: PanelProps) {
  return (
    <Panel darkColor={darkColor} icon={<ErrorOutline sx={{ ...ICON_SX, color: darkColor ? DARK_VARIANT.error : 'error.main' }} />}>
      <Typography>{ENQUIRY_ERROR_TEXT}</Typography>
      <Note darkColor={darkColor}>{ENQUIRY_DRAFT_KEPT_TEXT}</Note>
      <ReachUsNow darkColor={darkColor} />
    </Panel>
  );
}

export interface EnquiryRateLimitedPanelProps extends PanelProps {
  /** The server's message. */
  message: string;
  /** Seconds until the visitor may send again (the answer's Retry-After), when known. */
  retryAfterS: number | undefined;
  /** When the refusal arrived (the wait counts from it); absent when the server rendered it (no clock time shown). */
  refusedAt?: Date;
  /** Shows the form again, still holding the draft. */
  onBack: () => void;
}

/** The rate-limit panel (429 RATE_LIMITED); see the module comment. */
export function EnquiryRateLimitedPanel({ darkColor, message, retryAfterS, refusedAt, onBack }: EnquiryRateLimitedPanelProps) {
  return (
    <Panel darkColor={darkColor} icon={<ScheduleOutlined sx={{ ...ICON_SX, color: darkColor ? 'common.white' : 'primary.main' }} />}>
      {/* When comes first (with the clock time only the browser knows); the server's own words follow as detail. */}
      <Typography sx={{ fontWeight: 600 }}>{sendAgainText(retryAfterS, refusedAt ?? null)}</Typography>
      <Typography>{message}</Typography>
      <Note darkColor={darkColor}>{ENQUIRY_DRAFT_KEPT_SHORT_TEXT}</Note>
      <ReachUsNow darkColor={darkColor} />
      <Box sx={{ pt: 1.5 }}>
        <Button variant="contained" onClick={onBack}>
          {BACK_TO_FORM_TEXT}
        </Button>
      </Box>
    </Panel>
  );
}
