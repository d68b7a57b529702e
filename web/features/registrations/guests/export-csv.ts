import { useMutation } from '@tanstack/react-query';
import { pathOf } from '../../../../contract/endpoint.ts';
import { exportGuestsCsv } from '../../../../contract/endpoints/registrations/exports.ts';
import { isRefreshable } from '../../../../contract/errors.ts';
import type { ExportParticipants } from '../../../../contract/guests.ts';
import { apiErrorFromBody } from '../../../api/api-error.ts';
import { refreshSession } from '../../../api/client.ts';
import { currentLocale } from '../../../i18n/index.ts';

function post(eventId: string, body: ExportParticipants) {
  return fetch(pathOf(exportGuestsCsv, { id: eventId }), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json', 'Accept-Language': currentLocale() },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not our JSON (a proxy's page): the status alone decides the message
  }
  return apiErrorFromBody(response.status, body);
}

/** The name the server gave the file (`attachment; filename="…"`). */
function fileNameOf(response: Response, fallback: string) {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands the file to the browser's downloads, as a link to it would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The list's search and filters sent to the export: the server streams a CSV
 * (UTF-8 with BOM) that becomes a download. HOST and CO_HOST only; the server records each export.
 * The session is refreshed once on a refreshable 401, as the API client does.
 */
export function useExportCsv(eventId: string) {
  return useMutation({
    mutationFn: async (body: ExportParticipants) => {
      let response = await post(eventId, body);
      if (!response.ok) {
        let error = await errorOf(response);
        if (error.status === 401 && error.errorCode && isRefreshable(error.errorCode) && (await refreshSession())) {
          response = await post(eventId, body);
          if (!response.ok) error = await errorOf(response);
        }
        if (!response.ok) throw error;
      }
      const name = fileNameOf(response, 'guests.csv');
      saveFile(await response.blob(), name);
      return name;
    },
  });
}
