import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../components/ui/toast.tsx';
import { uploadErrorMessage } from './cover-field.tsx';
import { translateError, useEventEditor } from './event-editor-context.tsx';
import { uploadImage } from './image-upload.ts';

const RichTextEditorField = lazy(async () => ({
  default: (await import('../../../../components/rich-text/rich-text-editor.tsx')).RichTextEditorField,
}));

/** The description: rich text with images, in an editor that loads on its own. */
export function DescriptionField() {
  const { t } = useTranslation();
  const { form } = useEventEditor();
  const labelId = useId();
  const error = form.errors.description;
  return (
    <Input.Wrapper
      labelElement="div"
      label={<span id={labelId}>{t('eventManagement.editor.description.label')}</span>}
      description={t('eventManagement.editor.description.hint')}
      error={error ? translateError(error) : undefined}
    >
      <Suspense fallback={<Skeleton height={260} radius="md" mt={6} />}>
        <RichTextEditorField
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          labelId={labelId}
          placeholder={t('eventManagement.editor.description.placeholder')}
          invalid={Boolean(error)}
          uploadImage={async (file) => (await uploadImage('description', file)).url}
          onUploadError={(failure) =>
            showToast(
              'error',
              uploadErrorMessage(failure, (key, options) => t(key, { ...options })),
            )
          }
        />
      </Suspense>
    </Input.Wrapper>
  );
}
