/**
 * The project fields of a request for quotation: company, country,
 * project or tender reference, required-by date, delivery location and an Incoterms 2020 term, all optional, in the
 * enquiry form's react-hook-form (EnquiryForm.tsx passes its registration and helpers). Loaded only by the quote
 * list's form.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { ENQUIRY_FIELD_LABELS, INCOTERMS } from '../../../../contracts/enquiry.ts';
import type { EnquiryFormValues } from './form-schema.ts';

/** What each Incoterms 2020 rule stands for (ICC), shown in the select. */
const INCOTERM_NAMES: Record<(typeof INCOTERMS)[number], string> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free on Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
};

/** The text fields of the project that carry a length limit. */
type LimitedProjectField = 'company' | 'country' | 'projectReference' | 'deliveryLocation';

export interface ProjectFieldsProps {
  /** A field's registration with its first value (EnquiryForm's `field`). */
  field: (name: keyof EnquiryFormValues) => UseFormRegisterReturn & { defaultValue: unknown };
  /** Error state and helper line (limit, counter) of a limited field (EnquiryForm's `limited`). */
  limited: (name: LimitedProjectField) => { error: boolean; helperText: ReactNode; slotProps: object };
  errors: FieldErrors<EnquiryFormValues>;
  fieldSx?: SxProps<Theme>;
}

/** The project fieldset; see the module comment. */
export function ProjectFields({ field, limited, errors, fieldSx }: ProjectFieldsProps) {
  return (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          Project (optional)
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={ENQUIRY_FIELD_LABELS.company} autoComplete="organization" sx={fieldSx} {...limited('company')} {...field('company')} />
          <TextField label={ENQUIRY_FIELD_LABELS.country} autoComplete="country-name" sx={fieldSx} {...limited('country')} {...field('country')} />
          <TextField label={ENQUIRY_FIELD_LABELS.projectReference} sx={fieldSx} {...limited('projectReference')} {...field('projectReference')} />
          <TextField
            label={ENQUIRY_FIELD_LABELS.requiredBy}
            type="date"
            error={Boolean(errors.requiredBy)}
            helperText={errors.requiredBy?.message ?? 'The date the goods are needed on site.'}
            sx={fieldSx}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('requiredBy')}
          />
          <TextField label={ENQUIRY_FIELD_LABELS.deliveryLocation} autoComplete="address-level2" sx={fieldSx} {...limited('deliveryLocation')} {...field('deliveryLocation')} />
          <TextField
            select
            label={ENQUIRY_FIELD_LABELS.incoterm}
            error={Boolean(errors.incoterm)}
            helperText={errors.incoterm?.message ?? 'How the delivery is priced, if you have a preference.'}
            sx={fieldSx}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...field('incoterm')}
          >
            <option value="">No preference</option>
            {INCOTERMS.map((term) => (
              <option key={term} value={term}>
                {term} — {INCOTERM_NAMES[term]}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
  );
}
