/**
 * The small texts beside the upload pickers: what a picker takes — its types and size limits, from
 * contracts/upload.ts and the configured limits (the public config's `uploads`, UPLOAD_MAX_IMAGE_BYTES and
 * UPLOAD_MAX_VIDEO_BYTES; contracts/upload.ts defaults when absent) — and why the server refused a picked file.
 */
import Typography from '@mui/material/Typography';
import { DEFAULT_UPLOAD_LIMITS, describeUploadTypes, type UploadKind, type UploadLimits } from '../../../../../contracts/upload.ts';
import { appConfig } from '../../../lib/config.ts';

/** The upload size limits the server applies: the configured ones, else the defaults. */
export function uploadLimits(config: { uploads?: UploadLimits } = appConfig): UploadLimits {
  return config.uploads ?? DEFAULT_UPLOAD_LIMITS;
}

export interface UploadTypesHintProps {
  /** What the picker takes. */
  kinds: readonly UploadKind[];
  /** The id the picker's aria-describedby names. */
  id: string;
}

/** 'PNG, JPEG, WebP, AVIF or GIF, up to 15 MB' (or the images-and-videos wording), as a caption. */
export function UploadTypesHint({ kinds, id }: UploadTypesHintProps) {
  return (
    <Typography id={id} variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
      {describeUploadTypes(kinds, uploadLimits())}
    </Typography>
  );
}

/** The server's reason for refusing a picked file, in the error colour beside that file; nothing without one. */
export function UploadRefusal({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <Typography variant="caption" color="error" component="p" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
      {reason}
    </Typography>
  );
}
