'use client';

import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** The body's editor: the marks, headings, lists and links the API's allowlist keeps, nothing it would drop. */
export function RichTextField({ label, value, onChange, error }: RichTextFieldProps) {
  const t = useTranslations('backOffice.content.controls');
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: value,
    // Rendered on the server first: the editor starts in the browser only.
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(error ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const labels = {
    boldControlLabel: t('bold'),
    italicControlLabel: t('italic'),
    underlineControlLabel: t('underline'),
    strikeControlLabel: t('strike'),
    h2ControlLabel: t('h2'),
    h3ControlLabel: t('h3'),
    bulletListControlLabel: t('bulletList'),
    orderedListControlLabel: t('orderedList'),
    blockquoteControlLabel: t('blockquote'),
    linkControlLabel: t('link'),
    unlinkControlLabel: t('unlink'),
    undoControlLabel: t('undo'),
    redoControlLabel: t('redo'),
    linkEditorInputLabel: t('linkInput'),
    linkEditorInputPlaceholder: t('linkPlaceholder'),
    linkEditorExternalLink: t('linkExternal'),
    linkEditorInternalLink: t('linkInternal'),
    linkEditorSave: t('linkSave'),
  };
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} required error={error}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
