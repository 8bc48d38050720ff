/**
 * The product's typed ratings in the Product dialog ("the product dialog shows the category's attributes
 * as rows with their unit and a number input where the kind is a number, and refuses a non-number there with a
 * message on the field"): one row per attribute its category carries, in the category's order — a number with its
 * unit, a range as "from" and "to", a choice from its list, or text. A value that does not fit is refused on its
 * field when saving (forms.ts `productFormSchemaFor`, in the server's words). Left empty, a rating is not set.
 */
import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';
import { ratingUnit, type ProductFormValues } from '../forms.ts';

/** The Ratings section; nothing when the category defines no attributes. */
export function RatingsField({ attributes }: { attributes: readonly AttributeDefinition[] }) {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  if (attributes.length === 0) return null;
  const errors = (formState.errors as { ratings?: Record<string, { value?: { message?: string } }> }).ratings;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Ratings
      </Typography>
      <Stack spacing={2}>
        {attributes.map((attribute) => {
          const unit = ratingUnit(attribute);
          const adornment = unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : undefined;
          const message = errors?.[attribute.key]?.value?.message;
          const name = `ratings.${attribute.key}.value` as const;
          if (attribute.kind === 'choice') {
            return (
              <Controller
                key={attribute.key}
                control={control}
                name={name}
                render={({ field }) => (
                  <TextField select label={attribute.name} size="small" {...field} value={field.value ?? ''} error={Boolean(message)} helperText={message}>
                    <MenuItem value="">
                      <em>Not set</em>
                    </MenuItem>
                    {attribute.choices.map((choice) => (
                      <MenuItem key={choice} value={choice}>
                        {choice}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            );
          }
          if (attribute.kind === 'range') {
            return (
              <Stack key={attribute.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label={`${attribute.name}, from`}
                  size="small"
                  sx={{ flex: 1 }}
                  slotProps={{ ...adornment, htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(message)}
                  helperText={message ?? 'One number, or a range with "to"'}
                  {...register(name)}
                />
                <TextField label="to" size="small" sx={{ flex: 1 }} slotProps={{ ...adornment, htmlInput: { inputMode: 'decimal' } }} {...register(`ratings.${attribute.key}.max`)} />
              </Stack>
            );
          }
          return (
            <TextField
              key={attribute.key}
              label={attribute.name}
              size="small"
              slotProps={attribute.kind === 'number' ? { ...adornment, htmlInput: { inputMode: 'decimal' } } : undefined}
              error={Boolean(message)}
              helperText={message}
              {...register(name)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
