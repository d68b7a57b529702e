import { useTranslation } from 'react-i18next';
import { BasicsFields } from './basics-fields.tsx';
import { CategoryFields } from './category-fields.tsx';
import { CoverField } from './cover-field.tsx';
import { DescriptionField } from './description-field.tsx';
import { EditorActionBar } from './editor-action-bar.tsx';
import { EditorSection } from './editor-section.tsx';
import { useEventEditor } from './event-editor-context.tsx';
import classes from './event-editor.module.css';
import { LeaveGuard } from './leave-guard.tsx';
import { LocationFields } from './location-fields.tsx';
import { OptionsFields } from './options-fields.tsx';
import { useSubmitEvent } from './use-submit-event.ts';
import { WhenFields } from './when-fields.tsx';

/**
 * The event form, for a new event and for editing one: every field that belongs to
 * the event itself. (The URL handle, links, lounge and deletion are also in Settings.)
 */
export function EventEditorForm({ previewPath }: { previewPath?: string }) {
  const { t } = useTranslation();
  const { form, event } = useEventEditor();
  const { submit, saving } = useSubmitEvent();
  const stayWithin = event ? `/events/${event.id}/management/edit` : '/events/new';
  return (
    <form onSubmit={submit} noValidate className={classes.editor}>
      <LeaveGuard stayWithin={stayWithin} />
      <div className={classes.layout}>
        <div className={classes.coverColumn}>
          <CoverField />
        </div>
        <div className={classes.fields}>
          <EditorSection id="basics" title={t('eventManagement.editor.sections.basics')}>
            <BasicsFields />
            <CategoryFields />
          </EditorSection>
          <EditorSection
            id="when"
            title={t('eventManagement.editor.sections.when')}
            description={t('eventManagement.editor.sections.whenHint')}
          >
            <WhenFields />
          </EditorSection>
          <EditorSection id="where" title={t('eventManagement.editor.sections.where')}>
            <LocationFields />
          </EditorSection>
          <EditorSection id="about" title={t('eventManagement.editor.sections.about')}>
            <DescriptionField />
          </EditorSection>
          <EditorSection id="options" title={t('eventManagement.editor.sections.options')}>
            <OptionsFields />
          </EditorSection>
        </div>
      </div>
      <EditorActionBar dirty={form.isDirty()} saving={saving} previewPath={previewPath} create={!event} />
    </form>
  );
}
