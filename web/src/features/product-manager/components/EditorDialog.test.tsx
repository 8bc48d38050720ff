import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { installFakeApi, renderManager, setupAdminTests } from '../test/admin-test-utils.tsx';
import { EditorDialog } from './EditorDialog.tsx';

setupAdminTests();

/** A dialog with one field, as the Category and Product dialogs use it: `dirty` from react-hook-form. */
function Harness() {
  const [open, setOpen] = useState(true);
  const form = useForm({ defaultValues: { name: 'Insulators' } });
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <EditorDialog open={open} title="Edit Category" saving={false} dirty={form.formState.isDirty} onClose={() => setOpen(false)} onSubmit={(e) => e.preventDefault()}>
        <TextField label="Category Name" {...form.register('name')} />
      </EditorDialog>
    </>
  );
}

describe('EditorDialog: unsaved changes', { timeout: 30_000 }, () => {
  it('closes at once on Cancel, Esc or a click outside when nothing was changed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByText('Discard your changes?')).toBeNull();
  });

  it('asks "Discard your changes?" before Cancel discards a change; "Keep editing" keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), ' 11 kV');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(ask).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Category Name' })).toHaveValue('Insulators 11 kV');
  });

  it('asks on Esc too, and "Discard" closes the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'x');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(screen.getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('does not ask once a change is typed back to what it was', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = screen.getByRole('textbox', { name: 'Category Name' });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('Category dialog: unsaved changes', { timeout: 30_000 }, () => {
  it('asks before Cancel discards a typed name', async () => {
    const user = userEvent.setup();
    installFakeApi();
    renderManager();
    await screen.findByRole('button', { name: 'Open category Insulators' });
    await user.click(screen.getByRole('button', { name: 'Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(screen.getByRole('textbox', { name: 'Category Name' }), 'Bushings');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Category Name' })).toHaveValue('Bushings');
  });
});
