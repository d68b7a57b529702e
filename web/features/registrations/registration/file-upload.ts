// FILE answers go up before the form is sent, with a progress bar (web/api/upload-file.ts: fetch
// can't report upload progress).
import type { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { uploadRegistrationAnswerFile } from '../../../../contract/endpoints/registrations/files.ts';
import type { UploadedFileSchema } from '../../../../contract/registration-views.ts';
import { registrationFileTypes, registrationLimits } from '../../../../contract/registrations.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import { guestHeaders } from './guest-proof.ts';
import type { GuestProof } from './guest-proof.ts';

export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** An endpoint that takes one multipart `file` and answers it as the event's does: a community profile form's, say. */
export type AnswerFileEndpoint = Endpoint & { responses: { 200: z.ZodType<{ data: UploadedFile }> } };

export const acceptedFileTypes = registrationFileTypes.map((type) => `.${type}`).join(',');

/** The message key for a file the server would refuse anyway, or null. (The server also checks the content.) */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(registrationFileTypes as readonly string[]).includes(extension)) return 'errors.unsupportedFileFormat';
  if (file.size > registrationLimits.fileBytes) return 'errors.fileSizeExceeded';
  return null;
}

type Options = {
  eventId: string;
  proof: GuestProof | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** another upload endpoint instead of the event's: a community profile form's, say */
  endpoint?: AnswerFileEndpoint;
};

/**
 * Uploads one answer file (a non-member's with their guest token); a member's expired session is
 * refreshed once, as every other call does. Aborting rejects with an AbortError DOMException.
 */
export function uploadAnswerFile(file: File, { eventId, proof, onProgress, signal, endpoint }: Options): Promise<UploadedFile> {
  if (endpoint === undefined) {
    const target = { query: { eventId }, headers: guestHeaders(proof), signal };
    return uploadFile(uploadRegistrationAnswerFile, target, file, onProgress);
  }
  return uploadFile(endpoint, { headers: guestHeaders(proof), signal }, file, onProgress);
}
