/**
 * A manager row's draft state and publishing (docs/decisions/0013): the "Draft" chip beside a draft's name, and
 * the row's Publish / Unpublish button (its own action, never part of a save) with a Preview link, which opens the
 * product's or category's public page as the storefront draws it under a "Draft" banner (/admin/preview/…). Buttons are
 * named for what they act on ('Publish product X'); the toast says what happened.
 */
import type { MouseEvent } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { paths } from '../../../lib/paths.ts';
import { usePublishing } from '../api/publishing.ts';
import { useNotify } from '../hooks/toast.tsx';

/** The "Draft" chip, shown only for a draft (`published === false`). */
export function DraftChip({ published }: { published?: boolean }) {
  if (published !== false) return null;
  // Dark amber on light amber (the warning Alert's colours): MUI's outlined warning chip, amber on white, is 3:1.
  return <Chip label="Draft" size="small" variant="outlined" sx={{ flexShrink: 0, bgcolor: '#fff4e5', color: '#663c00', borderColor: 'warning.main' }} />;
}

export interface PublishingActionsProps {
  kind: 'category' | 'product';
  id: string;
  name: string;
  vendor: VendorKey;
  published?: boolean;
}

/** Publish (for a draft) or Unpublish, then Preview; clicks do not reach the row. */
export function PublishingActions({ kind, id, name, vendor, published }: PublishingActionsProps) {
  const publishing = usePublishing();
  const notify = useNotify();
  const draft = published === false;
  const label = `${draft ? 'Publish' : 'Unpublish'} ${kind} ${name}`;
  const act = (event: MouseEvent) => {
    event.stopPropagation();
    publishing.mutate(
      { kind, id, vendor, publish: draft },
      {
        onSuccess: () => notify(draft ? `Published: ${name} is on the public site.` : `Unpublished: ${name} is now a draft.`, 'success'),
        onError: () => notify(`Failed to ${draft ? 'publish' : 'unpublish'} ${name}.`, 'error'),
      },
    );
  };
  return (
    <>
      <Tooltip title={draft ? 'Publish' : 'Unpublish'} describeChild>
        <IconButton aria-label={label} onClick={act} disabled={publishing.isPending} color={draft ? 'success' : 'default'}>
          {draft ? <PublicOutlined /> : <PublicOffOutlined />}
        </IconButton>
      </Tooltip>
      <Tooltip title="Preview" describeChild>
        <IconButton
          aria-label={`Preview ${kind} ${name}`}
          href={kind === 'product' ? paths.adminPreviewProduct(vendor, id) : paths.adminPreviewCategory(vendor, id)}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          <VisibilityOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}
