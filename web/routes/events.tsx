import { Text } from '@mantine/core';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { publicEventsQuery, publicTabs, tabFrom } from '../features/events/event-lists/events.api.ts';
import { PublicEvents } from '../features/events/event-lists/public-events.tsx';
import { RequestDemoButton } from '../features/identity/pro-request/request-demo-button.tsx';

export async function eventsLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureInfiniteQueryData(publicEventsQuery(tabFrom(request.url, publicTabs)));
  return null;
}

/** `/events`: upcoming public events (a Past tab beside them); with none, an invitation to host. */
export function EventsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <PublicEvents
      tab={tabFrom(search, publicTabs)}
      hostPrompt={
        <>
          <Text size="sm" c="dimmed">
            {t('events.hostPrompt')}
          </Text>
          <RequestDemoButton variant="light" radius="xl" />
        </>
      }
    />
  );
}
