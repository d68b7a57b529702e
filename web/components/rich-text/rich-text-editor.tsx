import '@mantine/tiptap/styles.css';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import classes from './rich-text-editor.module.css';
import { useRichTextLabels } from './rich-text-labels.ts';

type Props = {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  placeholder: string;
  invalid: boolean;
  /** uploads an inserted image and answers its URL */
  uploadImage: (file: File) => Promise<string>;
  onUploadError: (error: unknown) => void;
};

/**
 * A rich-text editor (tiptap through @mantine/tiptap), for event and project descriptions. Its own
 * chunk: only the editor pages download it. Images upload as they are inserted. What it sends is
 * sanitised again by the server; only the tags the server keeps are offered here.
 */
export function RichTextEditorField({ value, onChange, labelId, placeholder, invalid, uploadImage, onUploadError }: Props) {
  const labels = useRichTextLabels();
  const editor = useEditor({
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      // Images count as decoration (alt=""): the editor has no place to describe them yet.
      getUploadImageExtension(TipTapImage.configure({ HTMLAttributes: { alt: '' } }), {
        onImageUpload: async (file: File) => ({ src: await uploadImage(file), alt: '' }),
        onImageUploadError: (_file: File, error: unknown) => onUploadError(error),
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'aria-invalid': String(invalid),
        class: classes.editorContent,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    // @mantine/tiptap's types name tiptap's CommonJS declarations, ours the ES module ones: the same class.
    <RichTextEditor editor={editor as never} labels={labels} className={invalid ? classes.editorInvalid : undefined}>
      <RichTextEditor.Toolbar sticky stickyOffset={64}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp" />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
