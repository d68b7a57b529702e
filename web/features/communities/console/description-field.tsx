import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { uploadDescriptionImage } from './community-console.api.ts';

const RichTextEditorField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-editor.tsx')).RichTextEditorField,
}));

type Props = { value: string; onChange: (html: string) => void; error?: string };

/**
 * The community's description, in the rich-text editor events use: the same tags, sanitised again
 * by the server, so the home page shows what was written here.
 */
export function CommunityDescriptionField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{t('communityConsole.fields.description')}</span>}
      description={t('communityConsole.fields.descriptionHint')}
      error={error}
      data-testid="community-description"
    >
      <Suspense fallback={<Skeleton height={220} radius="md" mt={6} />}>
        <RichTextEditorField
          value={value}
          onChange={onChange}
          labelId={labelId}
          placeholder={t('communityConsole.fields.descriptionPlaceholder')}
          invalid={Boolean(error)}
          uploadImage={async (file) => (await uploadDescriptionImage(file)).url}
          onUploadError={(failure) =>
            showToast(
              'error',
              messageForError(failure, (key, options) => t(key, { ...options })),
            )
          }
        />
      </Suspense>
    </Input.Wrapper>
  );
}
