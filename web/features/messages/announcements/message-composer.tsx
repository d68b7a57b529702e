import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementVersion } from '../../../../contract/announcements.ts';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { DateTimeField } from '../../../components/ui/date-time-field.tsx';
import { wallToIso } from '../../../components/ui/date-time-value.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { messageForError } from '../../../api/error-message.ts';
import { call } from '../../../api/call.ts';
import { uploadEventDescriptionImage } from '../../../../contract/endpoints/events/images.ts';

const RichTextEditorField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-editor.tsx')).RichTextEditorField,
}));

/** An image inside the message: stored like one in an event's description. */
async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await call(uploadEventDescriptionImage, { body })).url;
}

type Lang = 'en' | 'ko';
type Version = { subject: string; body: string };
const empty: Version = { subject: '', body: '' };
const whole = (v: Version) => v.subject.trim() !== '' && v.body !== '';

export type ComposedMessage = { en?: AnnouncementVersion; ko?: AnnouncementVersion };

/** A mutation as the composer uses it: started with a value, told when it went well. */
type Action<T, R> = { isPending: boolean; mutate: (value: T, options: { onSuccess: (result: R) => void }) => void };

export type MessageComposerProps = {
  /** the zone a scheduled time is written and shown in */
  timeZone: string;
  /** the audience's fields, under "Who receives it" */
  audience: ReactNode;
  audienceReady: boolean;
  /** "N guests/members will receive it", already worded */
  countLabel: string;
  /** the writers' hints, worded for guests or members */
  languageHint: string;
  bodyPlaceholder: string;
  send: Action<ComposedMessage & { sendAt?: string }, unknown>;
  test: Action<ComposedMessage, { to: string }>;
};

/** Write in either language, choose the audience (given), preview, test, then send now or at a time in `timeZone`. */
export function MessageComposer(props: MessageComposerProps) {
  const { t } = useTranslation();
  const bodyLabelId = useId();
  const [lang, setLang] = useState<Lang>(currentLocale());
  const [versions, setVersions] = useState<Record<Lang, Version>>({ en: empty, ko: empty });
  const [later, setLater] = useState(false);
  const [sendAtWall, setSendAtWall] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [editorKey, setEditorKey] = useState(0);

  const message: ComposedMessage = {
    ...(whole(versions.en) ? { en: versions.en } : {}),
    ...(whole(versions.ko) ? { ko: versions.ko } : {}),
  };
  const ready = Object.keys(message).length > 0 && props.audienceReady;
  const sendAt = later ? wallToIso(sendAtWall, props.timeZone) : null;
  const edit = (patch: Partial<Version>) => setVersions((all) => ({ ...all, [lang]: { ...all[lang], ...patch } }));

  const submit = () =>
    props.send.mutate(
      { ...message, ...(sendAt ? { sendAt } : {}) },
      {
        onSuccess: () => {
          showToast('success', t(sendAt ? 'announcements.compose.scheduled' : 'announcements.compose.sent'));
          setVersions({ en: empty, ko: empty });
          setEditorKey((key) => key + 1);
          setLater(false);
        },
      },
    );

  const shown = versions[lang];
  return (
    <Stack gap="md" component="section" aria-labelledby="compose-heading">
      <Title order={2} size="h3" id="compose-heading">
        {t('announcements.compose.heading')}
      </Title>
      <SegmentedControl
        value={lang}
        onChange={(value) => setLang(value)}
        data={[
          { value: 'en', label: t('announcements.compose.english') },
          { value: 'ko', label: t('announcements.compose.korean') },
        ]}
        aria-label={t('announcements.compose.language')}
      />
      <Text size="sm" c="dimmed">
        {props.languageHint}
      </Text>
      <TextInput
        key={`subject-${lang}`}
        label={t('announcements.compose.subject')}
        value={shown.subject}
        maxLength={150}
        onChange={(e) => edit({ subject: e.currentTarget.value })}
        data-testid="announcement-subject"
      />
      <div>
        <Text component="label" id={bodyLabelId} size="sm" fw={500}>
          {t('announcements.compose.body')}
        </Text>
        <Suspense fallback={null}>
          <RichTextEditorField
            key={`body-${lang}-${editorKey}`}
            labelId={bodyLabelId}
            value={shown.body}
            onChange={(html) => edit({ body: html })}
            placeholder={props.bodyPlaceholder}
            invalid={false}
            uploadImage={uploadImage}
            onUploadError={(error) =>
              showToast(
                'error',
                messageForError(error, (key, options) => t(key, { ...options })),
              )
            }
          />
        </Suspense>
      </div>

      <Title order={3} size="h4">
        {t('announcements.compose.audience')}
      </Title>
      {props.audience}
      <Text fw={600} data-testid="audience-count" aria-live="polite">
        {props.countLabel}
      </Text>

      <Checkbox checked={later} onChange={(e) => setLater(e.currentTarget.checked)} label={t('announcements.compose.later')} />
      {later && (
        <DateTimeField
          label={t('announcements.compose.sendAt')}
          value={sendAtWall}
          onChange={setSendAtWall}
          timeZone={props.timeZone}
          required
        />
      )}

      <Group gap="sm">
        <Button variant="default" disabled={!ready} onClick={() => setPreviewing(true)}>
          {t('announcements.compose.preview')}
        </Button>
        <Button
          variant="default"
          disabled={!ready}
          loading={props.test.isPending}
          onClick={() =>
            props.test.mutate(message, {
              onSuccess: (r) => showToast('success', t('announcements.compose.testSent', { to: r.to })),
            })
          }
        >
          {t('announcements.compose.test')}
        </Button>
        <Button disabled={!ready || (later && !sendAt)} loading={props.send.isPending} onClick={submit}>
          {t(later ? 'announcements.compose.schedule' : 'announcements.compose.sendNow')}
        </Button>
      </Group>

      <Modal
        opened={previewing}
        onClose={() => setPreviewing(false)}
        title={t('announcements.compose.previewTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('announcements.compose.closePreview') }}
      >
        {(['en', 'ko'] as const)
          .filter((l) => whole(versions[l]))
          .map((l) => (
            <Stack key={l} gap={4} mb="md" lang={l}>
              <Text fw={700}>{versions[l].subject}</Text>
              <RichText html={versions[l].body} />
            </Stack>
          ))}
      </Modal>
    </Stack>
  );
}
