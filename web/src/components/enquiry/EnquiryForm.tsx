/**
 * The enquiry form — product-spec.md §3, §4, §5, §8 (issue 7) and issue 16 ("every enquiry gets through").
 *
 * Fields: Full Name (required; whitespace-only is empty), Email ID (required, a well-formed address, type email),
 * Phone, the option dropdown (only for vendor code 'in'; empty is sent as 'N/A'), with `project` the project fields of
 * a request for quotation (issue 21: company, country, tender reference, required-by date, delivery location,
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
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_ENQUIRY_TITLE, ENQUIRY_FIELD_LABELS, ENQUIRY_LIMITS, ENQUIRY_OPTIONS, NO_OPTION, type EnquiryLineInput } from '../../../../contracts/enquiry.ts';
import { useVendor } from '../../lib/vendor-context.tsx';
import { useSendEnquiry } from './api.ts';
import { PROJECT_FIELD_NAMES, useEnquiryDraft, type ProjectFieldName } from './draft.ts';
import { enquiryFormSchema, type EnquiryFormOutput, type EnquiryFormValues } from './form-schema.ts';
import { DARK_VARIANT, darkVariantSx, EnquiryErrorPanel, EnquiryRateLimitedPanel, EnquirySuccessPanel, type EnquiryDownload } from './EnquiryPanels.tsx';
import { enquiryFailure, type EnquiryFailure, type EnquiryFieldName } from './failure.ts';
import { ENQUIRY_FORM_FIELDS, useEnquiryFormState } from './form-state.ts';
import { COUNTER_FROM, counterText, limitText } from './texts.ts';


const DARK_ERROR = DARK_VARIANT.error;

export interface EnquiryFormProps {
  /** Heading and the enquiry's title (§5 default "What's On Your Mind?"). */
  title?: string;
  /** Hide the heading (when a dialog already shows the title). */
  hideTitle?: boolean;
  /** Prefilled message, e.g. the product a quote is asked for. */
  defaultMessage?: string;
  /** Dark variant: the background colour, also sent as `darkColor` (§3, §7). */
  darkColor?: string;
  /** The products the enquiry asks about (issue 21), sent as its `lines`; none for a general enquiry. */
  lines?: readonly EnquiryLineInput[];
  /** Called once the enquiry is accepted (the quote list empties itself). */
  onSent?: () => void;
  /** Why Send must wait (something outside the form to fix first, e.g. a quantity on the quote list); said on Send. */
  blocked?: string;
  /** The file the success panel offers (issue 21: a product's datasheet after Download Catalog). */
  download?: EnquiryDownload;
  /** Show the project fields of a request for quotation (issue 21: company, country, tender reference, …). */
  project?: boolean;
  /** Let the visitor attach drawings and specifications (issue 21; AttachmentsField.tsx). */
  attachments?: boolean;
}

/** The helper line of a text field: its error or its limit, and the counter once the length nears the limit. */
function FieldHelp({ error, length, max, overColor }: { error?: string; length: number; max: number; overColor: string }) {
  const over = length > max;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{error ?? limitText(max)}</span>
      {length >= max * COUNTER_FROM && (
        <Box component="span" data-testid="enquiry-counter" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', ...(over ? { color: overColor, fontWeight: 600 } : {}) }}>
          {counterText(length, max)}
        </Box>
      )}
    </Box>
  );
}

/** The field errors of a form the server refused without JavaScript (form-post.ts), for react-hook-form. */
function postedErrors(failure: EnquiryFailure | undefined): FieldErrors<EnquiryFormValues> | undefined {
  if (failure?.kind !== 'refused' || failure.fields.length === 0) return undefined;
  return Object.fromEntries(failure.fields.map(({ field, message }) => [field, { type: 'server', message }]));
}

/** Text fields on a dark section (the /in home's Get in Touch): light text and outlines, readable errors. */
const DARK_FIELD_SX = {
  '& .MuiInputBase-root': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.06)' },
  '& .MuiInputLabel-root': { color: 'grey.400' },
  '& .MuiInputLabel-root.Mui-focused': { color: 'primary.light' },
  '& .Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'primary.light' },
  '& .MuiInputLabel-root.Mui-error': { color: DARK_ERROR },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
  '& .MuiOutlinedInput-root.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: DARK_ERROR },
  '& .MuiFormHelperText-root': { color: DARK_VARIANT.secondaryText },
  '& .MuiFormHelperText-root.Mui-error': { color: DARK_ERROR },
  '& .MuiSelect-icon': { color: 'grey.300' },
} as const;

/**
 * The form's state (react-hook-form with the shared schema) and where it starts: a form sent without JavaScript
 * comes back as the page's state (form-post.ts), accepted, or refused with what was typed and the fields' messages.
 * @returns `form`, `field(name)` (a field's registration with its first value as the element's own default, so the
 *   server's markup holds it: react-hook-form sets values through refs, which only exist in the browser), `posted`,
 *   and the refusal of the posted form until the visitor sends again.
 */
function useEnquiryFormSetup(title: string, defaultMessage: string) {
  const posted = useEnquiryFormState(title);
  const [postedFailure, setPostedFailure] = useState(posted.post?.failure);
  // Kept from the first render: react-hook-form applies `errors` again whenever the object changes.
  const [initialErrors] = useState(() => postedErrors(posted.post?.failure));
  const [initialValues] = useState<EnquiryFormValues>(() =>
    posted.post
      ? ({ ...posted.post.values, website: '' } as EnquiryFormValues)
      : { name: '', email: '', phoneNo: '', option: '', message: defaultMessage, website: '', ...EMPTY_PROJECT },
  );
  const form = useForm<EnquiryFormValues, unknown, EnquiryFormOutput>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
    errors: initialErrors,
  });
  const field = (name: keyof EnquiryFormValues) => ({ ...form.register(name), defaultValue: initialValues[name] ?? '' });
  return { form, field, posted, postedFailure, setPostedFailure };
}

/**
 * Only the quote list's form asks for the project and attaches files: their code stays out of the chunk the other
 * forms load with the first visit (docs/performance.md).
 */
const AttachmentsField = lazy(() => import('./AttachmentsField.tsx').then((module) => ({ default: module.AttachmentsField })));
const ProjectFields = lazy(() => import('./ProjectFields.tsx').then((module) => ({ default: module.ProjectFields })));

const EMPTY_PROJECT = Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, ''])) as Record<ProjectFieldName, string>;


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
export function EnquiryForm({ title = DEFAULT_ENQUIRY_TITLE, hideTitle = false, defaultMessage = '', darkColor, lines = [], onSent, blocked, download, project = false, attachments = false }: EnquiryFormProps) {
  const { vendor } = useVendor();
  const send = useSendEnquiry();
  const headingId = useId();
  const { form, field, posted, postedFailure, setPostedFailure } = useEnquiryFormSetup(title, defaultMessage);
  const { control, handleSubmit, formState, setError, setFocus } = form;
  const draft = useEnquiryDraft(form, vendor.code, title);
  const values = useWatch({ control });
  /** When the last rate-limit refusal arrived (its wait counts from then). */
  const [refusedAt, setRefusedAt] = useState<Date | null>(null);
  const { errors } = formState;
  const dark = Boolean(darkColor);
  const showOption = vendor.code === 'in';

  // The attached files and what was said about them (chosen files refused, or the server's refusal).
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // Set when Send was pressed while `blocked`: the reason shows until it is resolved.
  const [blockedShown, setBlockedShown] = useState(false);
  const onSubmit = handleSubmit((fields) => {
    if (blocked) {
      setBlockedShown(true);
      return;
    }
    setBlockedShown(false);
    setPostedFailure(undefined);
    setFileProblem(null);
    return send.mutate(
      {
        files,
        enquiry: {
        name: fields.name,
        email: fields.email,
        phoneNo: fields.phoneNo,
        option: showOption ? fields.option : NO_OPTION,
        message: fields.message,
        vendor: vendor.name,
        title,
        ...(darkColor ? { darkColor } : {}),
        website: fields.website ?? '',
        fillMs: draft.fillMs(),
        ...(project ? Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, fields[name]])) : {}),
        ...(lines.length ? { lines: [...lines] } : {}),
        },
      },
      {
        onSuccess: () => {
          draft.clear();
          onSent?.();
        },
        onError: (error) => {
          const failure = enquiryFailure(error);
          if (failure.kind === 'rate-limited') setRefusedAt(new Date());
          if (failure.kind !== 'refused') return;
          if (failure.attachments) setFileProblem(failure.attachments);
          failure.fields.forEach(({ field, message }, i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        },
      },
    );
  });

  const failure = send.isError ? enquiryFailure(send.error) : (postedFailure ?? null);
  if (send.isSuccess) return <EnquirySuccessPanel darkColor={darkColor} copyEmail={send.variables.enquiry.email ?? ''} download={download} />;
  if (posted.sent && !send.isError) return <EnquirySuccessPanel darkColor={darkColor} copyEmail={posted.sent.email} download={download} />;
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
          setTimeout(() => setFocus('name'));
        }}
      />
    );
  }
  const notes = failure?.kind === 'refused' ? failure.notes : [];

  const overColor = dark ? DARK_ERROR : 'error.main';
  const fieldSx = dark ? DARK_FIELD_SX : undefined;

  /** Error state, helper line (error or limit, and the counter) and helper element of a limited text field. */
  const limited = (name: Exclude<EnquiryFieldName, 'option' | 'requiredBy' | 'incoterm'>) => {
    const error = errors[name]?.message;
    const help: ReactNode = <FieldHelp error={error} length={values[name]?.length ?? 0} max={ENQUIRY_LIMITS[name]} overColor={overColor} />;
    return { error: Boolean(error), helperText: help, slotProps: { formHelperText: { component: 'div' } } } as const;
  };

  return (
    <Box
      component="form"
      // Without JavaScript (or before the app runs) the form posts to its own page (form-post.ts).
      method="post"
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
        <TextField label={ENQUIRY_FIELD_LABELS.name} required autoComplete="name" sx={fieldSx} {...limited('name')} {...field('name')} />
        <TextField label={ENQUIRY_FIELD_LABELS.email} type="email" required autoComplete="email" sx={fieldSx} {...limited('email')} {...field('email')} />
        <TextField label={ENQUIRY_FIELD_LABELS.phoneNo} type="tel" autoComplete="tel" sx={fieldSx} {...limited('phoneNo')} {...field('phoneNo')} />
        {showOption && (
          // A native select: it works before the app runs (issue 17) and on every phone's own picker.
          <TextField
            select
            label={ENQUIRY_FIELD_LABELS.option}
            error={Boolean(errors.option)}
            helperText={errors.option?.message}
            sx={fieldSx}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...field('option')}
          >
            <option value="">Choose a product line</option>
            {ENQUIRY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </TextField>
        )}
        {project && (
          <Suspense fallback={null}>
            <ProjectFields field={field} limited={limited} errors={errors} fieldSx={fieldSx} />
          </Suspense>
        )}
        <TextField label={ENQUIRY_FIELD_LABELS.message} multiline rows={4} sx={fieldSx} {...limited('message')} {...field('message')} />
        {attachments && (
          <Suspense fallback={null}>
          <AttachmentsField
            files={files}
            disabled={send.isPending}
            error={fileProblem}
            onChange={(next, problem) => {
              setFiles(next);
              setFileProblem(problem);
            }}
          />
          </Suspense>
        )}
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
