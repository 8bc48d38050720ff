/**
 * Media in a ZIP beside a catalogue sheet (docs/catalogue-sheets.md "Media in a ZIP"; docs/decisions/0013): a sheet
 * row may name an image, video or document path that is not in the storefront's file store yet, and the ZIP sent with
 * the sheet supplies it. A path is supplied by the ZIP entry of the same path (`images/rod-132.webp`), or else by
 * the one entry with the same file name in any folder (`photos/rod-132.webp`; for a path whose name starts with an
 * upload's timestamp, as document paths must, the name without it: `report.pdf` for
 * `documents/1700000000000-report.pdf`). Only the entries a sheet wants are
 * read (fflate's filter), each judged as an upload is: by its bytes (contracts/upload.ts `judgeUpload`: the kinds of
 * its folder, the extension its bytes show), within the upload size limit of its kind, with a name an upload could
 * have. Nothing is stored here: sheets.ts stores the files an apply uses and removes them again if the apply fails.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { sanitizeFileName } from '../../contracts/media.ts';
import {
  formatBytes,
  judgeUpload,
  kindsOfFolder,
  sniffUploadType,
  UPLOAD_FOLDERS,
  UPLOAD_SNIFF_BYTES,
  uploadLimitFor,
  uploadTypeOfName,
  type UploadLimits,
  type UploadType,
} from '../../contracts/upload.ts';

/** A ZIP that cannot be read as one (the route answers 400 MEDIA_UNREADABLE). */
export class SheetMediaError extends Error {}

/** A file of the ZIP that a sheet path may use: its bytes and the type its bytes show. */
export interface SheetMediaFile {
  bytes: Uint8Array;
  type: UploadType;
}

/** What the ZIP says about one wanted path: its file, or why it cannot be used. */
export type SheetMediaAnswer = SheetMediaFile | { problem: string };

/** The folders a sheet may name for a file from the ZIP: where uploads of each kind go. */
const MEDIA_FOLDERS = new Set(Object.values(UPLOAD_FOLDERS));

/** Why `path` cannot be a stored path for a file from the ZIP, or null: `{folder}/{name}` as an upload could be. */
export function sheetMediaPathProblem(path: string): string | null {
  const [folder, name, ...deeper] = path.split('/');
  if (!MEDIA_FOLDERS.has(folder) || !name || deeper.length > 0) {
    return `A file from the ZIP is stored as ${[...MEDIA_FOLDERS].map((f) => `${f}/{name}`).join(' or ')}; '${path}' is neither`;
  }
  if (sanitizeFileName(name) !== name || name.includes('..') || !uploadTypeOfName(name)) {
    return `'${name}' cannot be a stored file name: use letters, digits, '-', '_' and '.', ending in an accepted extension`;
  }
  return null;
}

/** An entry's name as a relative path ('./a/b.png' and '/a/b.png' are 'a/b.png'; Windows separators become '/'). */
const relative = (name: string) => name.replaceAll('\\', '/').replace(/^(\.\/|\/)+/, '');
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * For each of `wanted` (stored paths a sheet names that the file store lacks), the ZIP's file for it, judged, or why
 * it cannot be used; a path the ZIP has no entry for is left out of the answer. `zip` is the archive's bytes.
 * @throws SheetMediaError when `zip` is not a readable ZIP archive
 */
export async function takeSheetMedia(zip: Uint8Array, wanted: readonly string[], limits: UploadLimits): Promise<Map<string, SheetMediaAnswer>> {
  const entries: UnzipFileInfo[] = [];
  const read = (filter: (file: UnzipFileInfo) => boolean) => {
    try {
      return unzipSync(zip, { filter });
    } catch (error) {
      throw new SheetMediaError(`The media file is not a ZIP archive that can be read (${(error as Error).message}).`);
    }
  };
  // First the directory only (nothing inflated), to match the wanted paths to entries.
  read((file) => {
    if (!file.name.endsWith('/')) entries.push(file);
    return false;
  });
  const byPath = new Map(entries.map((entry) => [relative(entry.name), entry]));
  const byBase = new Map<string, UnzipFileInfo[]>();
  for (const entry of entries) {
    const base = baseName(relative(entry.name));
    byBase.set(base, [...(byBase.get(base) ?? []), entry]);
  }

  const answers = new Map<string, SheetMediaAnswer>();
  const chosen = new Map<string, string>(); // entry name → wanted path
  for (const path of wanted) {
    // The same file name, or the name an upload would have been given (`documents/1700000000000-report.pdf` for
    // the ZIP's `report.pdf`: document paths carry the upload's timestamp).
    const sameBase = byBase.get(baseName(path)) ?? byBase.get(baseName(path).replace(/^\d{1,16}-/, '')) ?? [];
    const entry = byPath.get(path) ?? (sameBase.length === 1 ? sameBase[0] : undefined);
    if (!entry) {
      if (sameBase.length > 1) answers.set(path, { problem: `The ZIP holds ${sameBase.length} files named '${baseName(path)}'; put the one meant at '${path}' in the ZIP` });
      continue;
    }
    const pathProblem = sheetMediaPathProblem(path);
    if (pathProblem) {
      answers.set(path, { problem: pathProblem });
      continue;
    }
    const claimed = uploadTypeOfName(baseName(path))!;
    const limit = uploadLimitFor(claimed.kind, limits);
    if (entry.originalSize > limit) {
      answers.set(path, { problem: `'${entry.name}' in the ZIP is larger than the ${formatBytes(limit)} limit for ${claimed.kind}s` });
      continue;
    }
    chosen.set(entry.name, path);
  }

  // Then only the chosen entries are inflated, each within its declared size.
  const files = read((file) => chosen.has(file.name));
  for (const [name, path] of chosen) {
    const bytes = files[name];
    const folder = path.slice(0, path.indexOf('/'));
    const verdict = judgeUpload(baseName(path), await sniffUploadType(bytes.subarray(0, UPLOAD_SNIFF_BYTES)), kindsOfFolder(folder));
    answers.set(path, 'refusal' in verdict ? { problem: `'${name}' in the ZIP: ${verdict.refusal.message}` } : { bytes, type: verdict.type });
  }
  return answers;
}
