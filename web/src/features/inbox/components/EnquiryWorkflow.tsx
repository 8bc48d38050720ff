/**
 * Working an enquiry ("status, an assignee from the staff who have signed in, internal notes with author
 * and time, and a history of each change"): the status and assignee pickers (each change saved at once), a note box,
 * and the history, oldest first. A refused or failed save says why beside the control and keeps what was typed:
 * the note stays in its box until the server has it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENQUIRY_NOTE_MAX, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryDetail, type EnquiryEvent, type EnquiryStatus } from '../../../../../contracts/enquiry-inbox.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAddNote, useStaff, useUpdateEnquiry } from '../api/enquiries.ts';
import { INBOX_TEXTS } from '../texts.ts';
import { formatDateTime } from '../../../lib/time-format.ts';

/** What a failed save says: the server's message on the field, or why it could not be reached. */
function saveError(error: unknown, field: string): string {
  if (isApiError(error, 400)) return error.details.find((d) => d.path === field)?.message ?? error.message;
  if (isApiError(error, 404)) return INBOX_TEXTS.enquiryGone;
  if (isApiError(error, 401)) return INBOX_TEXTS.signInAgain;
  if (isApiError(error, 403)) return INBOX_TEXTS.forbidden;
  return INBOX_TEXTS.saveFailed;
}

/** One history entry in words, e.g. 'Status: New → Quoted', 'Assigned to Priya', 'Note'. */
export function eventText(event: EnquiryEvent): string {
  if (event.kind === 'status') return `Status: ${event.from ?? '—'} → ${event.to ?? '—'}`;
  if (event.kind === 'assignee') return event.to ? `Assigned to ${event.to}${event.from ? ` (was ${event.from})` : ''}` : `Unassigned (was ${event.from ?? 'nobody'})`;
  return 'Note';
}

function History({ events }: { events: EnquiryEvent[] }) {
  if (events.length === 0) return <Typography color="text.secondary">{INBOX_TEXTS.noHistory}</Typography>;
  return (
    <Box component="ol" data-testid="enquiry-history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event) => (
        <Box component="li" key={event.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {eventText(event)}
          </Typography>
          {event.note && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 0.5 }}>{event.note}</Typography>}
          <Typography variant="caption" color="text.secondary">
            {event.author} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The workflow part of the detail dialog for `detail`; see the module comment. */
export function EnquiryWorkflow({ detail }: { detail: EnquiryDetail }) {
  const update = useUpdateEnquiry(detail.id);
  const addNote = useAddNote(detail.id);
  const staff = useStaff();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const members = staff.data?.items ?? [];
  // The assignee stays choosable even when the staff list could not be read.
  const choices = detail.assignee && !members.some((m) => m.id === detail.assignee!.id) ? [detail.assignee, ...members] : members;
  const updateField = update.variables && 'status' in update.variables ? 'status' : 'assigneeId';

  const sendNote = () => {
    if (!note.trim()) {
      setNoteError(INBOX_TEXTS.noteRequired);
      return;
    }
    setNoteError(null);
    addNote.mutate(note, {
      onSuccess: () => setNote(''),
      onError: (error) => setNoteError(saveError(error, 'note')),
    });
  };

  return (
    <Box data-testid="enquiry-workflow" sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Status"
          size="small"
          value={detail.status}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ status: event.target.value as EnquiryStatus })}
          sx={{ minWidth: 180 }}
        >
          {ENQUIRY_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Assignee"
          size="small"
          value={detail.assignee?.id ?? ''}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ assigneeId: event.target.value || null })}
          helperText={staff.isError ? INBOX_TEXTS.staffFailed : undefined}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Nobody</MenuItem>
          {choices.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
              {member.email ? ` (${member.email})` : ''}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {update.isError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => update.reset()}>
          {saveError(update.error, updateField)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          sendNote();
        }}
        sx={{ mb: 2 }}
      >
        <TextField
          label={INBOX_TEXTS.noteLabel}
          multiline
          minRows={2}
          fullWidth
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(noteError)}
          helperText={noteError ?? INBOX_TEXTS.noteHelp}
          slotProps={{ htmlInput: { maxLength: ENQUIRY_NOTE_MAX } }}
        />
        <Button type="submit" variant="outlined" loading={addNote.isPending} sx={{ mt: 1 }}>
          {INBOX_TEXTS.addNote}
        </Button>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        History
      </Typography>
      <History events={detail.history} />
    </Box>
  );
}
