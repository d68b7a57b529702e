import { queryOptions } from '@tanstack/react-query';
import { getMyProAccessRequest, requestProAccess } from '../../../../contract/endpoints/identity/pro-access.ts';
import type { ProAccessRequestInput } from '../../../../contract/pro-access.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const proAccessRequestQuery = queryOptions({
  queryKey: queryKeys.identity.proAccessRequest,
  queryFn: ({ signal }) => call(getMyProAccessRequest, { signal }),
});

export function askForProAccess(input: ProAccessRequestInput) {
  return call(requestProAccess, { body: input });
}
