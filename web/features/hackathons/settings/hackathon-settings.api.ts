import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addHackathonTrack,
  deleteHackathonTrack,
  getHackathonSettings,
  setHackathonDeadline,
  setHackathonMode,
  updateHackathonTrack,
} from '../../../../contract/endpoints/hackathons/settings.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type TrackInput = { name: string; description: string; enabled: boolean };

/** `GET …/hackathons`: the mode, the deadline and every track. */
export const hackathonSettingsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.settings(eventId),
    queryFn: ({ signal }) => call(getHackathonSettings, { params: { id: eventId }, signal }),
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
  useSettingsChange(eventId, (enabled: boolean) => call(setHackathonMode, { params: { id: eventId }, body: { enabled } }));

/** null clears the deadline: deliverables stay open. */
export const useSetSubmissionDeadline = (eventId: string) =>
  useSettingsChange(eventId, (submissionDeadline: string | null) =>
    call(setHackathonDeadline, { params: { id: eventId }, body: { submissionDeadline } }),
  );

export const useCreateTrack = (eventId: string) =>
  useSettingsChange(eventId, (input: TrackInput) => call(addHackathonTrack, { params: { id: eventId }, body: input }));

export const useUpdateTrack = (eventId: string) =>
  useSettingsChange(eventId, ({ trackId, ...input }: Partial<TrackInput> & { trackId: string }) =>
    call(updateHackathonTrack, { params: { id: eventId, trackId }, body: input }),
  );

/** A track with projects cannot be deleted (G20052, shown as the error toast). */
export const useDeleteTrack = (eventId: string) =>
  useSettingsChange(eventId, (trackId: string) => call(deleteHackathonTrack, { params: { id: eventId, trackId } }));
