/**
 * The enquiry form's visible fields (product-spec.md §5): Full Name, Email ID, Phone, the product-line dropdown (only
 * where the form asks for it: the 'in' storefront), with `project` the project fields of a request for quotation,
 * Message (4 rows), and with `attachments` the drawings and specifications. Each text field states its length limit
 * beside it, and from 80 % of it a counter ('4,120 / 5,000'), or its error; on a dark section (`dark`) the fields
 * are drawn light on dark.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ENQUIRY_FIELD_LABELS, ENQUIRY_LIMITS, ENQUIRY_OPTIONS } from '../../../../contracts/enquiry.ts';
import { DARK_VARIANT } from './EnquiryPanels.tsx';
import type { EnquiryFieldName } from './failure.ts';
import type { EnquiryFormValues } from './form-schema.ts';
import { COUNTER_FROM, counterText, limitText } from './texts.ts';

const DARK_ERROR = DARK_VARIANT.error;

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
 * Only the quote list's form asks for the project and attaches files: their code stays out of the chunk the other
 * forms load with the first visit (docs/performance.md).
 */
const AttachmentsField = lazy(() => import('./AttachmentsField.tsx').then((module) => ({ default: module.AttachmentsField })));
const ProjectFields = lazy(() => import('./ProjectFields.tsx').then((module) => ({ default: module.ProjectFields })));

export interface EnquiryFieldsProps {
  /** A field's registration with its first value (useEnquiryFormSetup's `field`). */
  field: (name: keyof EnquiryFormValues) => UseFormRegisterReturn & { defaultValue: unknown };
  errors: FieldErrors<EnquiryFormValues>;
  /** The values as typed, for the counters. */
  values: Partial<EnquiryFormValues>;
  dark: boolean;
  /** Show the product-line dropdown. */
  showOption: boolean;
  project: boolean;
  /** With `attachments`: the attached files, what was said about them, and how they change (useEnquirySubmit). */
  attachments?: { files: File[]; problem: string | null; disabled: boolean; onChange: (files: File[], problem: string | null) => void };
}

/** See the module comment. */
export function EnquiryFields({ field, errors, values, dark, showOption, project, attachments }: EnquiryFieldsProps) {
  const overColor = dark ? DARK_ERROR : 'error.main';
  const fieldSx = dark ? DARK_FIELD_SX : undefined;

  /** Error state, helper line (error or limit, and the counter) and helper element of a limited text field. */
  const limited = (name: Exclude<EnquiryFieldName, 'option' | 'requiredBy' | 'incoterm'>) => {
    const error = errors[name]?.message;
    const help: ReactNode = <FieldHelp error={error} length={values[name]?.length ?? 0} max={ENQUIRY_LIMITS[name]} overColor={overColor} />;
    return { error: Boolean(error), helperText: help, slotProps: { formHelperText: { component: 'div' } } } as const;
  };

  return (
    <>
      <TextField label={ENQUIRY_FIELD_LABELS.name} required autoComplete="name" sx={fieldSx} {...limited('name')} {...field('name')} />
      <TextField label={ENQUIRY_FIELD_LABELS.email} type="email" required autoComplete="email" sx={fieldSx} {...limited('email')} {...field('email')} />
      <TextField label={ENQUIRY_FIELD_LABELS.phoneNo} type="tel" autoComplete="tel" sx={fieldSx} {...limited('phoneNo')} {...field('phoneNo')} />
      {showOption && (
        // A native select: it works before the app runs and on every phone's own picker.
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
          <AttachmentsField files={attachments.files} disabled={attachments.disabled} error={attachments.problem} onChange={attachments.onChange} />
        </Suspense>
      )}
    </>
  );
}
