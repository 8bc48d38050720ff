/**
 * Downloads of files the API makes for staff (the inbox's exports and attachments, the Product Manager's catalogue
 * sheets): fetched with the signed-in user's bearer token and handed to the browser under the name the server's
 * Content-Disposition gives. The API client parses JSON only, so the downloads use fetch themselves.
 */
import { parse as parseContentDisposition } from 'content-disposition';
import { getAccessToken } from './access-token.ts';
import { apiUrl, ApiRequestError } from './api-client.ts';

/**
 * The file name of a Content-Disposition header (content-disposition's RFC 6266 parser: `filename*` for names beyond
 * ASCII, else `filename`); `fallback` when it names none or cannot be read.
 */
export function attachmentName(header: string | null, fallback: string): string {
  try {
    return (header && parseContentDisposition(header).parameters.filename) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Downloads `path` (with `query`) with the bearer token and hands the file to the browser (a blob URL on a temporary
 * link), named as the server's Content-Disposition says or `fallbackName`. The API client parses JSON only, so the
 * downloads use fetch themselves.
 * @throws ApiRequestError: 401 without a token, the server's status and message on a failure, 0 on a network error.
 */
export async function downloadWithToken(path: string, query: Record<string, string | number | undefined>, accept: string, fallbackName: string): Promise<void> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, 'You need to sign in to do this.', 'NO_ACCESS_TOKEN');
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: { Accept: accept, Authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new ApiRequestError(0, 'Network request failed', 'NETWORK_ERROR', { cause: error });
  }
  if (!response.ok) {
    let message = response.statusText || `Request failed with status ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not the one error shape: the status text stays.
    }
    throw new ApiRequestError(response.status, message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

