import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { OptionalUrlSchema } from '../../../../../contract/users.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { translateError } from '../editor/event-editor-context.tsx';
import { useEventLink } from '../event-management.api.ts';

/** The photo album or the materials (slides, recordings) link: set, change, or clear (null). */
export function LinkSetting({ event, kind }: { event: EventDetail; kind: 'photo' | 'contents' }) {
  const { t } = useTranslation();
  const saved = (kind === 'photo' ? event.photoLink : event.contentsLink) ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useEventLink(event.id, kind);

  const store = async (next: string | null) => {
    const parsed = OptionalUrlSchema.safeParse(next);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'validation.invalidUrl');
    try {
      const updated = await save.mutateAsync(parsed.data);
      setValue((kind === 'photo' ? updated.photoLink : updated.contentsLink) ?? '');
      showToast('success', t(parsed.data ? 'eventManagement.toast.saved' : 'eventManagement.toast.linkCleared'));
    } catch (failure) {
      setError(messageForError(failure, (key, options) => t(key, { ...options })));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store(value.trim() || null);
      }}
    >
      <TextInput
        label={t(`eventManagement.settings.links.${kind}`)}
        description={t(`eventManagement.settings.links.${kind}Description`)}
        placeholder="https://"
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
        error={error ? translateError(error) : undefined}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" radius="xl" loading={save.isPending} disabled={value.trim() === saved}>
          {t('eventManagement.common.save')}
        </Button>
        {saved && (
          <Button size="xs" radius="xl" variant="subtle" color="gray" onClick={() => void store(null)} disabled={save.isPending}>
            {t('eventManagement.settings.links.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
