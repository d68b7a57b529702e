import { useTranslation } from 'react-i18next';

const controls = [
  'bold', 'italic', 'underline', 'strike', 'clearFormatting', 'h2', 'h3', 'bulletList', 'orderedList', 'blockquote', 'hr',
  'link', 'unlink', 'imageUpload', 'undo', 'redo',
] as const;

type LinkLabel = 'linkEditorInputLabel' | 'linkEditorInputPlaceholder' | 'linkEditorExternalLink' | 'linkEditorInternalLink' | 'linkEditorSave';
// Spelled out here: @mantine/tiptap's declaration files do not resolve their own types under NodeNext.
export type RichTextLabels = Partial<Record<`${(typeof controls)[number]}ControlLabel` | LinkLabel, string>>;

/** The toolbar's button names and the link editor's words, in the page's language. */
export function useRichTextLabels(): RichTextLabels {
  const { t } = useTranslation();
  const labels: RichTextLabels = {};
  for (const control of controls) {
    labels[`${control}ControlLabel`] = t(`eventManagement.editor.richText.${control}`);
  }
  labels.linkEditorInputLabel = t('eventManagement.editor.richText.linkInput');
  labels.linkEditorInputPlaceholder = t('eventManagement.editor.richText.linkPlaceholder');
  labels.linkEditorExternalLink = t('eventManagement.editor.richText.linkExternal');
  labels.linkEditorInternalLink = t('eventManagement.editor.richText.linkInternal');
  labels.linkEditorSave = t('eventManagement.editor.richText.linkSave');
  return labels;
}
