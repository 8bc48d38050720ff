/** The name field of the category and product dialogs: required, focused when the dialog opens, its error under it. */
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** See the module comment; `registration` is react-hook-form's `register('name')`. */
export function NameField({ label, error, registration }: { label: string; error: FieldError | undefined; registration: UseFormRegisterReturn }) {
  return <TextField label={label} required autoFocus error={Boolean(error)} helperText={error?.message} {...registration} />;
}
