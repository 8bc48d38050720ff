/**
 * The enquiry form — product-spec.md §3, §4, §5, §8 (issue 7).
 *
 * Fields: Full Name (required; whitespace-only is empty), Email ID (required, type email), Phone, the option
 * dropdown (only for vendor code 'in'; empty is sent as 'N/A'), Message (4 rows). On a valid Send the button is
 * disabled with a spinner; then a result panel with a success or error icon replaces the form, with no way back but
 * reloading. On submit the vendor is the selected vendor's name. `darkColor` gives the dark variant and is sent
 * with the enquiry (display only). A hidden honeypot field catches bots.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { z } from 'zod';
import { DEFAULT_ENQUIRY_TITLE, ENQUIRY_OPTIONS, enquiryFieldsSchema, type EnquiryInput } from '../../../../contracts/enquiry.ts';
import { useVendor } from '../vendor/vendor-context.tsx';
import { appConfig } from '../../lib/config.ts';
import { useSendEnquiry } from './api.ts';
import { ENQUIRY_ERROR_TEXT, enquirySuccessText } from './texts.ts';

type FormValues = z.input<typeof enquiryFieldsSchema> & { website?: string };

export interface EnquiryFormProps {
  /** Heading and the enquiry's title (§5 default "What's On Your Mind?"). */
  title?: string;
  /** Hide the heading (when a dialog already shows the title). */
  hideTitle?: boolean;
  /** Prefilled message, e.g. the product a quote is asked for. */
  defaultMessage?: string;
  /** Dark variant: the background colour, also sent as `darkColor` (§3, §7). */
  darkColor?: string;
}

/** The enquiry form; see the module comment. */
export function EnquiryForm({ title = DEFAULT_ENQUIRY_TITLE, hideTitle = false, defaultMessage = '', darkColor }: EnquiryFormProps) {
  const { vendor } = useVendor();
  const send = useSendEnquiry();
  const headingId = useId();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(enquiryFieldsSchema),
    defaultValues: { name: '', email: '', phoneNo: '', option: '', message: defaultMessage, website: '' },
  });
  const { errors } = formState;
  const dark = Boolean(darkColor);
  const showOption = vendor.code === 'in';

  const onSubmit = handleSubmit((values) =>
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      phoneNo: values.phoneNo ?? '',
      option: (showOption && values.option ? values.option : 'N/A') as EnquiryInput['option'],
      message: values.message ?? '',
      vendor: vendor.name,
      title,
      ...(darkColor ? { darkColor } : {}),
      website: values.website ?? '',
    }),
  );

  const fieldSx = dark
    ? {
        '& .MuiInputBase-root': { color: 'common.white', bgcolor: 'rgba(255,255,255,0.06)' },
        '& .MuiInputLabel-root': { color: 'grey.400' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
        '& .MuiSelect-icon': { color: 'grey.300' },
      }
    : undefined;

  if (send.isSuccess || send.isError) {
    const ok = send.isSuccess;
    return (
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 3, color: dark ? 'common.white' : undefined }}>
        {ok ? <CheckCircleOutline color="success" sx={{ fontSize: 56 }} /> : <ErrorOutline color="error" sx={{ fontSize: 56 }} />}
        <Typography sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
          {ok ? enquirySuccessText(appConfig.contact.email, send.variables?.email ?? '') : ENQUIRY_ERROR_TEXT}
        </Typography>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={hideTitle ? undefined : headingId}
      aria-label={hideTitle ? title : undefined}
      sx={dark ? { bgcolor: darkColor, color: 'common.white', p: { xs: 2, md: 3 }, borderRadius: 1 } : undefined}
    >
      {!hideTitle && (
        <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Stack spacing={2}>
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          sx={fieldSx}
          {...register('name')}
        />
        <TextField
          label="Email ID"
          type="email"
          required
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          sx={fieldSx}
          {...register('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" sx={fieldSx} {...register('phoneNo')} />
        {showOption && (
          <TextField select label="I'm interested in" defaultValue="" sx={fieldSx} {...register('option')}>
            <MenuItem value="">
              <em>Choose a product line</em>
            </MenuItem>
            {ENQUIRY_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField label="Message" multiline rows={4} sx={fieldSx} {...register('message')} />
        {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </Box>
        {Object.keys(errors).length > 0 && <Alert severity="error">Please fill in the required fields.</Alert>}
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
