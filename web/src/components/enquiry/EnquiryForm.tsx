/**
 * The enquiry form — product-spec.md §3, §4, §5, §8 and ("every enquiry gets through").
 *
 * Fields: Full Name (required; whitespace-only is empty), Email ID (required, a well-formed address, type email),
 * Phone, the option dropdown (only for vendor code 'in'; empty is sent as 'N/A'), with `project` the project fields of
 * a request for quotation (company, country, tender reference, required-by date, delivery location,
 * Incoterms term; all optional), Message (4 rows), and with `attachments` the drawings and specifications
 * (AttachmentsField.tsx; sent with the enquiry as multipart). Every rule is
 * the server's own (contracts/enquiry.ts `enquiryFieldsSchema`), checked on Send and then again as the visitor
 * types: a failing rule shows its message on its field, the first failing field takes the focus and nothing is
 * sent. Each field states its length limit beside it, and from 80 % of it a counter ('4,120 / 5,000') — no
 * maxLength, so a paste is never cut silently.
 *
 * On a valid Send the button is disabled with a spinner. Then:
 * - accepted: §8's success panel, for good (no way back but reloading, §4); the draft is forgotten;
 * - refused (400): the server's messages on their fields (others in an alert above Send); the form stays, as typed;
 * - rate-limited (429): a panel saying when the visitor may send again, with a way back to the form;
 * - any other failure: §8's error panel, with the phone and e-mail; reloading brings the form back filled in.
 * The draft lives in sessionStorage until the enquiry is accepted (draft.ts); `fillMs` is sent from its
 * first-shown time. On submit the vendor is the selected vendor's name. `darkColor` gives the dark variant and is
 * sent with the enquiry (display only). A hidden honeypot field catches bots.
 *
 * Parts: where the form starts (form-setup.ts), its fields (EnquiryFields.tsx), sending (use-enquiry-submit.ts) and
 * what it sends (enquiry-body.ts), the draft (draft.ts) and the panels (EnquiryPanels.tsx); this component puts them
 * together and shows the panel of the outcome in the form's place.
 */
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_ENQUIRY_TITLE, type EnquiryLineInput } from '../../../../contracts/enquiry.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { useEnquirySubmit } from './use-enquiry-submit.ts';
import { useEnquiryDraft } from './draft.ts';
import { enquiryBody } from './enquiry-body.ts';
import { EnquiryFields } from './EnquiryFields.tsx';
import { darkVariantSx, EnquiryErrorPanel, EnquiryRateLimitedPanel, EnquirySuccessPanel, type EnquiryDownload } from './EnquiryPanels.tsx';
import { enquiryFailure } from './failure.ts';
import { useEnquiryFormSetup } from './form-setup.ts';
import { ENQUIRY_FORM_FIELDS, NOTHING_POSTED, type EnquiryFormState } from './form-state.ts';

export interface EnquiryFormProps {
  /** Heading and the enquiry's title (§5 default "What's On Your Mind?"). */
  title?: string;
  /** Hide the heading (when a dialog already shows the title). */
  hideTitle?: boolean;
  /** Prefilled message, e.g. the product a quote is asked for. */
  defaultMessage?: string;
  /** Dark variant: the background colour, also sent as `darkColor` (§3, §7). */
  darkColor?: string;
  /** The products the enquiry asks about, sent as its `lines`; none for a general enquiry. */
  lines?: readonly EnquiryLineInput[];
  /** Called once the enquiry is accepted (the quote list empties itself). */
  onSent?: () => void;
  /** Why Send must wait (something outside the form to fix first, e.g. a quantity on the quote list); said on Send. */
  blocked?: string;
  /** The file the success panel offers (a product's datasheet after Download Catalog). */
  download?: EnquiryDownload;
  /** Show the project fields of a request for quotation (company, country, tender reference, …). */
  project?: boolean;
  /** Let the visitor attach drawings and specifications (AttachmentsField.tsx). */
  attachments?: boolean;
  /** What the page says about this form after a post without JavaScript (form-state.ts); nothing when absent. */
  posted?: EnquiryFormState;
  /**
   * When the page showed the form, in ms since the epoch, where that was before the form's code ran
   * (LazyEnquiryForm.tsx): its fill time (`fillMs`) counts from then. Now when absent.
   */
  shownAt?: number;
  /**
   * Where the form posts without JavaScript: its own page (form-post.ts), here with the fragment of the form's place
   * (LazyEnquiryForm.tsx), so the page's answer opens at the form. Its own page as it is when absent.
   */
  action?: string;
}

/** The honeypot: a field invisible to people and screen readers that bots fill in (server/routes/contact.ts). */
function Honeypot({ registration }: { registration: object }) {
  return (
    <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </Box>
  );
}

/** The enquiry form; see the module comment. */
export function EnquiryForm({ title = DEFAULT_ENQUIRY_TITLE, hideTitle = false, defaultMessage = '', darkColor, lines = [], onSent, blocked, download, project = false, attachments = false, posted: pagePosted = NOTHING_POSTED, shownAt, action }: EnquiryFormProps) {
  const { vendor } = useVendor();
  const headingId = useId();
  const { form, field, posted, postedFailure, setPostedFailure } = useEnquiryFormSetup(defaultMessage, pagePosted);
  const draft = useEnquiryDraft(form, vendor.code, title, shownAt);
  const values = useWatch({ control: form.control });
  const showOption = vendor.code === 'in';
  const { send, onSubmit, files, fileProblem, attach, blockedShown, refusedAt } = useEnquirySubmit({
    form,
    enquiryOf: (fields) => enquiryBody(fields, { vendorName: vendor.name, title, darkColor, showOption, project, lines, fillMs: draft.fillMs() }),
    blocked,
    onSending: () => setPostedFailure(undefined),
    onAccepted: () => {
      draft.clear();
      onSent?.();
    },
  });

  const failure = send.isError ? enquiryFailure(send.error) : (postedFailure ?? null);
  if (send.isSuccess) return <EnquirySuccessPanel darkColor={darkColor} copyEmail={send.variables.enquiry.email ?? ''} download={download} receipt={send.data} />;
  if (posted.sent && !send.isError) return <EnquirySuccessPanel darkColor={darkColor} copyEmail={posted.sent.email} download={download} receipt={posted.sent} />;
  if (failure?.kind === 'error') return <EnquiryErrorPanel darkColor={darkColor} />;
  if (failure?.kind === 'rate-limited') {
    return (
      <EnquiryRateLimitedPanel
        darkColor={darkColor}
        message={failure.message}
        retryAfterS={failure.retryAfterS}
        // A refusal rendered by the server (no JavaScript) names no clock time: only the browser knows the visitor's.
        refusedAt={refusedAt ?? (send.isError ? new Date(send.submittedAt) : undefined)}
        onBack={() => {
          send.reset();
          setPostedFailure(undefined);
          // The form's fields are back on the next render.
          setTimeout(() => form.setFocus('name'));
        }}
      />
    );
  }
  const notes = failure?.kind === 'refused' ? failure.notes : [];

  return (
    <Box
      component="form"
      // Without JavaScript (or before the app runs) the form posts to its own page (form-post.ts).
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={hideTitle ? undefined : headingId}
      aria-label={hideTitle ? title : undefined}
      sx={darkVariantSx(darkColor)}
    >
      {!hideTitle && (
        <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Stack spacing={2}>
        <EnquiryFields
          field={field}
          errors={form.formState.errors}
          values={values}
          dark={Boolean(darkColor)}
          showOption={showOption}
          project={project}
          attachments={attachments ? { files, problem: fileProblem, disabled: send.isPending, onChange: attach } : undefined}
        />
        <input type="hidden" name={ENQUIRY_FORM_FIELDS.title} value={title} />
        {darkColor ? <input type="hidden" name={ENQUIRY_FORM_FIELDS.darkColor} value={darkColor} /> : null}
        {lines.map((line, i) => (
          <input key={i} type="hidden" name={ENQUIRY_FORM_FIELDS.productId} value={line.productId} />
        ))}
        <Honeypot registration={field('website')} />
        {blocked && blockedShown && <Alert severity="error" role="alert">{blocked}</Alert>}
        {notes.length > 0 && (
          <Alert severity="error" data-testid="enquiry-refusal">
            {notes.map((note) => (
              <div key={note}>{note}</div>
            ))}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send
        </Button>
      </Stack>
    </Box>
  );
}
