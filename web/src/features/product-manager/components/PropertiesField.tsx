/**
 * The product's expandable 'Properties' list — product-spec.md §2: ordered key/value rows with add, remove and
 * move up/down (react-hook-form useFieldArray on `properties`). A new row takes the focus. Rows left with
 * neither key nor value are dropped when saving (forms.ts toProductBody).
 */
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ProductFormValues } from '../forms.ts';
import { ListRow, RowActions } from './RowActions.tsx';

/** The Properties accordion; collapsed at first unless the product has properties. */
export function PropertiesField() {
  const { control, register, getValues } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'properties' });
  const [expandedAtFirst] = useState(() => (getValues('properties')?.length ?? 0) > 0);
  return (
    <Accordion defaultExpanded={expandedAtFirst} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography variant="subtitle2" component="span">
          Properties ({fields.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          {fields.map((field, index) => {
            const rowLabel = `Property ${index + 1}`;
            return (
              <ListRow key={field.id} label={rowLabel}>
                <TextField label="Key" size="small" sx={{ flex: 2 }} {...register(`properties.${index}.key`)} />
                <TextField label="Value" size="small" sx={{ flex: 3 }} {...register(`properties.${index}.value`)} />
                <RowActions rowLabel={rowLabel} index={index} count={fields.length} onMove={move} onRemove={remove} />
              </ListRow>
            );
          })}
          <Button startIcon={<Add />} onClick={() => append({ key: '', value: '' })} sx={{ alignSelf: 'flex-start' }}>
            Add property
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
