/**
 * The Add Category / Add Product dialogs' "Save as draft" checkbox (docs/decisions/0013): off by default, so a new
 * item is public at once as before; on, the item is created as a draft (`published: false`), seen only by staff in
 * the manager and its preview until someone publishes it. Edit dialogs do not show it: publishing is its own
 * action (the row's Publish / Unpublish).
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';

/** The checkbox over the form's `published` field (checked means `published: false`). */
export function SaveAsDraftField() {
  const { control } = useFormContext<{ published?: boolean }>();
  return (
    <Controller
      name="published"
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label="Save as draft (not on the public site until published)"
          control={<Checkbox checked={field.value === false} onChange={(event) => field.onChange(event.target.checked ? false : undefined)} />}
        />
      )}
    />
  );
}
