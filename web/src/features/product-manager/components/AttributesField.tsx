/**
 * The attributes of a category in the Category dialog ("the category dialog lists its attributes (add,
 * remove, reorder)"): the ratings its products carry (sub-categories inherit them). Each row has a name, a kind
 * (number, range, choice, text), a unit for numbers and ranges, the choices (one per line) for a choice, and
 * whether it is a filter on the category page and shown on product cards; rows move up and down and are removed
 * (react-hook-form useFieldArray on `attributes`). Rules are the server's (forms.ts `categoryFormSchema`), each
 * message under its field; a new row's key is made from its name when saving and then kept.
 */
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { UNIT_KEYS } from '../../../../../contracts/quantities.ts';
import { ATTRIBUTE_KINDS } from '../../../../../contracts/specifications.ts';
import { newAttributeRow, unitLabel, type CategoryFormValues } from '../forms.ts';
import { ListRow, RowActions } from './RowActions.tsx';

const KIND_LABELS: Record<(typeof ATTRIBUTE_KINDS)[number], string> = { number: 'Number', range: 'Range', choice: 'Choice', text: 'Text' };

type RowErrors = Partial<Record<'key' | 'name' | 'kind' | 'unit' | 'choices', { message?: string }>>;

/** The Attributes accordion; expanded at first when the category has attributes. */
export function AttributesField() {
  const { control, register, formState, getValues } = useFormContext<CategoryFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'attributes' });
  const kinds = useWatch({ control, name: 'attributes' })?.map((row) => row.kind) ?? [];
  const errors = (formState.errors as { attributes?: RowErrors[] }).attributes;
  return (
    <Accordion defaultExpanded={(getValues('attributes')?.length ?? 0) > 0} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="subtitle2" component="span">
          Attributes ({fields.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The ratings this category&apos;s products carry; its sub-categories inherit them.
        </Typography>
        <Stack spacing={2.5}>
          {fields.map((field, index) => {
            const rowLabel = `Attribute ${index + 1}`;
            const rowErrors = errors?.[index];
            const kind = kinds[index] ?? field.kind;
            const nameMessage = rowErrors?.name?.message ?? rowErrors?.key?.message;
            return (
              <ListRow key={field.id} label={rowLabel} divider={index > 0}>
                <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                    <TextField label="Name" size="small" sx={{ flex: 2 }} error={Boolean(nameMessage)} helperText={nameMessage} {...register(`attributes.${index}.name`)} />
                    <Controller
                      control={control}
                      name={`attributes.${index}.kind`}
                      render={({ field: kindField }) => (
                        <TextField select label="Kind" size="small" sx={{ flex: 1, minWidth: 120 }} {...kindField}>
                          {ATTRIBUTE_KINDS.map((k) => (
                            <MenuItem key={k} value={k}>
                              {KIND_LABELS[k]}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                    {(kind === 'number' || kind === 'range') && (
                      <Controller
                        control={control}
                        name={`attributes.${index}.unit`}
                        render={({ field: unitField }) => (
                          <TextField select label="Unit" size="small" sx={{ flex: 1, minWidth: 140 }} {...unitField} error={Boolean(rowErrors?.unit)} helperText={rowErrors?.unit?.message}>
                            <MenuItem value="">None</MenuItem>
                            {UNIT_KEYS.filter((u) => u !== 'count').map((u) => (
                              <MenuItem key={u} value={u}>
                                {unitLabel(u)}
                              </MenuItem>
                            ))}
                          </TextField>
                        )}
                      />
                    )}
                  </Stack>
                  {kind === 'choice' && (
                    <TextField
                      label="Choices"
                      size="small"
                      multiline
                      minRows={2}
                      error={Boolean(rowErrors?.choices)}
                      helperText={rowErrors?.choices?.message ?? 'One per line'}
                      {...register(`attributes.${index}.choices`)}
                    />
                  )}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                    <Controller
                      control={control}
                      name={`attributes.${index}.filter`}
                      render={({ field: f }) => <FormControlLabel control={<Checkbox size="small" checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />} label="Filter on the category page" />}
                    />
                    <Controller
                      control={control}
                      name={`attributes.${index}.card`}
                      render={({ field: f }) => <FormControlLabel control={<Checkbox size="small" checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />} label="Show on product cards" />}
                    />
                  </Box>
                </Stack>
                <RowActions rowLabel={rowLabel} index={index} count={fields.length} onMove={move} onRemove={remove} />
              </ListRow>
            );
          })}
          <Button startIcon={<Add />} onClick={() => append(newAttributeRow())} sx={{ alignSelf: 'flex-start' }}>
            Add attribute
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
