/**
 * The Product Manager's catalogue sheets (docs/catalogue-sheets.md): the download of a storefront's catalogue or
 * of one category's subtree (GET /api/catalogue-sheets/{vendor}), and the import of a sheet, as a dry run or an
 * apply (POST /api/catalogue-sheets/{vendor}/import), each with the signed-in editor's bearer token.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sheetImportReportSchema, type SheetFormat, type SheetImportReport } from '../../../../../contracts/catalogue-sheets.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { getAccessToken } from '../../../lib/access-token.ts';
import { apiUrl, ApiRequestError } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download.ts';
import { refreshAfterWrite } from './catalog-write.ts';

const ACCEPT: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** Downloads `vendor`'s catalogue (or the subtree of `categoryId`) as `format`. @throws ApiRequestError */
export function downloadCatalogueSheet(vendor: VendorKey, categoryId: string | null, format: SheetFormat): Promise<void> {
  return downloadWithToken(`/catalogue-sheets/${vendor}`, { format, category: categoryId ?? undefined }, ACCEPT[format], `${vendor}-catalogue.${format}`);
}

/** What an import answered: the report, and the refusal's message when an apply wrote nothing. */
export interface SheetImportOutcome {
  report: SheetImportReport;
  refusal: string | null;
}

/**
 * Sends `file` to be imported into `vendor`, with `media` (a ZIP of the files its rows name) when given: a dry run,
 * or an apply (`dryRun` false).
 * @returns the report (an apply refused for errors in its rows answers its report too, with the refusal's message)
 * @throws ApiRequestError for a refusal of the file itself (unreadable, too large, 403) or a network failure
 */
export async function importCatalogueSheet(vendor: VendorKey, file: File, dryRun: boolean, media: File | null = null): Promise<SheetImportOutcome> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, 'You need to sign in to do this.', 'NO_ACCESS_TOKEN');
  const body = new FormData();
  body.append('file', file, file.name);
  if (media) body.append('media', media, media.name);
  let response: Response;
  try {
    response = await fetch(apiUrl(`/catalogue-sheets/${vendor}/import`, { dryRun: String(dryRun) }), {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
  } catch (error) {
    throw new ApiRequestError(0, 'Network request failed', 'NETWORK_ERROR', { cause: error });
  }
  const json = (await response.json().catch(() => null)) as { message?: string; code?: string; report?: unknown } | null;
  if (response.ok) return { report: sheetImportReportSchema.parse(json), refusal: null };
  if (json?.report) return { report: sheetImportReportSchema.parse(json.report), refusal: json.message ?? 'Nothing was imported.' };
  throw new ApiRequestError(response.status, json?.message ?? (response.statusText || `Request failed with status ${response.status}`), json?.code);
}

/** The import as a mutation; an apply that wrote refreshes the vendor's listings and clears its read cache. */
export function useImportCatalogueSheet(vendor: VendorKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, media }: { file: File; dryRun: boolean; media: File | null }) => importCatalogueSheet(vendor, file, dryRun, media),
    retry: false,
    onSuccess: async (outcome) => {
      if (outcome.report.applied) await refreshAfterWrite(client, vendor);
    },
    onError: (error) => console.error('Failed to import the sheet', error),
  });
}
