/**
 * Drawings and specifications sent with a request for quotation ("attachments: drawings and specifications
 * as PDF, DWG, DXF, STEP, XLSX or images, up to 5 files, 25 MB each, judged by their bytes and kept in the blob store
 * in a container that is never public"). The kinds, limits and messages shared by the quote form (checked before
 * Send) and the server (server/enquiries/attachments.ts judges the bytes). No zod and no file-type here: the form's
 * code reads this file.
 */

/** One kind of attachment: its name for people, the file name endings it may carry and the type it is served as. */
export interface AttachmentKind {
  /** 'PDF', 'DWG', … as the messages name it. */
  label: string;
  /** Lower-case endings without the dot; the first is the usual one. */
  extensions: readonly string[];
  /** Content-Type of the stored blob and of the staff's download. */
  mime: string;
}

/** Every accepted kind, in the order the form lists them. */
export const ATTACHMENT_KINDS: readonly AttachmentKind[] = [
  { label: 'PDF', extensions: ['pdf'], mime: 'application/pdf' },
  { label: 'DWG', extensions: ['dwg'], mime: 'image/vnd.dwg' },
  { label: 'DXF', extensions: ['dxf'], mime: 'image/vnd.dxf' },
  { label: 'STEP', extensions: ['step', 'stp'], mime: 'model/step' },
  { label: 'XLSX', extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { label: 'PNG', extensions: ['png'], mime: 'image/png' },
  { label: 'JPEG', extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  { label: 'WebP', extensions: ['webp'], mime: 'image/webp' },
];

/** How many files and how large each; a 6th file or a 26 MB one is refused. */
export const ATTACHMENT_LIMITS = { files: 5, bytes: 25 * 1024 * 1024, nameChars: 200 } as const;

/** The multipart field of the files and of the enquiry's JSON (POST /api/contact/with-attachments). */
export const ATTACHMENT_FIELDS = { enquiry: 'enquiry', file: 'attachments' } as const;

/** The file input's accept list: every ending with its dot. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_KINDS.flatMap((k) => k.extensions.map((e) => `.${e}`)).join(',');

/** 'PDF, DWG, DXF, STEP, XLSX, PNG, JPEG or WebP'. */
export const ATTACHMENT_KIND_NAMES = `${ATTACHMENT_KINDS.slice(0, -1).map((k) => k.label).join(', ')} or ${ATTACHMENT_KINDS.at(-1)!.label}`;

/** The messages of the attachment rules, the same in the form and from the server. */
export const ATTACHMENT_MESSAGES = {
  tooMany: `Attach at most ${ATTACHMENT_LIMITS.files} files.`,
  tooLarge: (name: string) => `${name} is larger than ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB. Send a smaller file, or leave it out and mention it in your message.`,
  empty: (name: string) => `${name} is empty.`,
  notAccepted: (name: string) => `${name} is not a ${ATTACHMENT_KIND_NAMES} file. Attach drawings and specifications in one of these formats.`,
  nameMismatch: (name: string, actual: string) => `${name} holds a ${actual} file, not what its name says. Rename it to end in .${ATTACHMENT_KINDS.find((k) => k.label === actual)?.extensions[0] ?? ''} and attach it again.`,
} as const;

/** The kind a file name's ending claims, or undefined. */
export function attachmentKindOfName(fileName: string): AttachmentKind | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension ? ATTACHMENT_KINDS.find((k) => k.extensions.includes(extension)) : undefined;
}

/**
 * Why the form refuses `files` before sending (count, size, empty, name ending), as one message per refused file
 * and one for the count; [] when every file may be sent. The server judges the bytes again.
 */
export function attachmentProblems(files: readonly { name: string; size: number }[]): string[] {
  const problems: string[] = [];
  if (files.length > ATTACHMENT_LIMITS.files) problems.push(ATTACHMENT_MESSAGES.tooMany);
  for (const file of files) {
    if (file.size === 0) problems.push(ATTACHMENT_MESSAGES.empty(file.name));
    else if (file.size > ATTACHMENT_LIMITS.bytes) problems.push(ATTACHMENT_MESSAGES.tooLarge(file.name));
    else if (!attachmentKindOfName(file.name)) problems.push(ATTACHMENT_MESSAGES.notAccepted(file.name));
  }
  return problems;
}
