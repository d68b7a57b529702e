import { useTranslation } from 'react-i18next';

const controls = [
  'bold',
  'italic',
  'underline',
  'strike',
  'clearFormatting',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'hr',
  'link',
  'unlink',
  'imageUpload',
  'undo',
  'redo',
] as const;

type LinkLabel =
  'linkEditorInputLabel' | 'linkEditorInputPlaceholder' | 'linkEditorExternalLink' | 'linkEditorInternalLink' | 'linkEditorSave';
// Spelled out here: @mantine/tiptap's declaration files do not resolve their own types under NodeNext.
export type RichTextLabels = Partial<Record<`${(typeof controls)[number]}ControlLabel` | LinkLabel, string>>;

/** The toolbar's button names and the link editor's words, in the page's language. */
export function useRichTextLabels(): RichTextLabels {
  const { t } = useTranslation();
  const labels: RichTextLabels = {};
  for (const control of controls) {
    labels[`${control}ControlLabel`] = t(`richText.${control}`);
  }
  labels.linkEditorInputLabel = t('richText.linkInput');
  labels.linkEditorInputPlaceholder = t('richText.linkPlaceholder');
  labels.linkEditorExternalLink = t('richText.linkExternal');
  labels.linkEditorInternalLink = t('richText.linkInternal');
  labels.linkEditorSave = t('richText.linkSave');
  return labels;
}
