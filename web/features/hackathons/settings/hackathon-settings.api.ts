import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hackathonPaths } from '../../../../contract/hackathons.ts';
import type { HackathonSettings, Track } from '../../../../contract/hackathons.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The contract's paths start with `/v1`, which the client adds itself. */
const path = (full: string) => full.replace(/^\/v1/, '');

export type TrackInput = { name: string; description: string; enabled: boolean };

/** `GET …/hackathons`: the mode, the deadline and every track. */
export const hackathonSettingsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.settings(eventId),
    queryFn: ({ signal }) => api.get<HackathonSettings>(path(hackathonPaths.settings(eventId)), { signal }),
  });

/** Every change answers the settings (or a track): the cache is refreshed from the server. */
function useSettingsChange<T>(eventId: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.settings(eventId) });
      // The participant pages read the mode, the deadline and the tracks too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.all(eventId) });
    },
  });
}

export const useSetHackathonMode = (eventId: string) =>
  useSettingsChange(eventId, (enabled: boolean) =>
    api.patch<HackathonSettings>(path(hackathonPaths.enabled(eventId)), { enabled }),
  );

/** null clears the deadline: deliverables stay open. */
export const useSetSubmissionDeadline = (eventId: string) =>
  useSettingsChange(eventId, (submissionDeadline: string | null) =>
    api.patch<HackathonSettings>(path(hackathonPaths.deadline(eventId)), { submissionDeadline }),
  );

export const useCreateTrack = (eventId: string) =>
  useSettingsChange(eventId, (input: TrackInput) => api.post<Track>(path(hackathonPaths.tracks(eventId)), input));

export const useUpdateTrack = (eventId: string) =>
  useSettingsChange(eventId, ({ trackId, ...input }: Partial<TrackInput> & { trackId: string }) =>
    api.patch<Track>(path(hackathonPaths.track(eventId, trackId)), input),
  );

/** A track with projects cannot be deleted (G20052, shown as the error toast). */
export const useDeleteTrack = (eventId: string) =>
  useSettingsChange(eventId, (trackId: string) => api.delete<{ id: string }>(path(hackathonPaths.track(eventId, trackId))));
