import { Card, Stack, Switch, Text, Title, type StackProps } from '@mantine/core';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';

type ReceivedAnnouncement = { id: string; subject: string; body: string; sentAt: string };

/** What the hosts or managers sent me, newest first, and the switch that mutes what they send next. */
export function ReceivedAnnouncementList({
  items,
  muted,
  muting,
  onMute,
  words,
  headingId,
  className,
  mt,
}: {
  items: ReceivedAnnouncement[];
  muted: boolean;
  muting: boolean;
  onMute: (muted: boolean) => void;
  words: { heading: string; mute: string; muteHint: string };
  headingId: string;
  className?: string;
  mt?: StackProps['mt'];
}) {
  return (
    <Stack
      gap="sm"
      component="section"
      className={className}
      mt={mt}
      aria-labelledby={headingId}
      data-testid="received-announcements"
    >
      <Title order={2} size="h4" id={headingId}>
        {words.heading}
      </Title>
      {items.map((item) => (
        <Card key={item.id} withBorder radius="md" padding="sm" component="article">
          <Text fw={600}>{item.subject}</Text>
          <Text size="xs" c="dimmed">
            <RelativeTime iso={item.sentAt} />
          </Text>
          <RichText html={item.body} />
        </Card>
      ))}
      <Switch
        checked={muted}
        disabled={muting}
        onChange={(e) => onMute(e.currentTarget.checked)}
        label={words.mute}
        description={words.muteHint}
      />
    </Stack>
  );
}
