import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnlink,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

type Props = {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
  /**
   * Makes the label a heading of this level, for a page whose text's own headings (h2, h3) would otherwise follow its
   * h1 out of order.
   */
  headingLevel?: 2 | 3;
};

/** The toolbar's buttons: each names its action, and says whether it is on where the cursor stands. */
function Tool({
  label,
  icon: Icon,
  active,
  onClick,
  disabled,
}: {
  label: string;
  icon: typeof IconBold;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant={active ? 'filled' : 'default'}
        size="lg"
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        onClick={onClick}
        disabled={disabled}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function LinkTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpened(false);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      position="bottom"
      withArrow
      onOpen={() => setHref(String(editor.getAttributes('link')['href'] ?? ''))}
    >
      <Popover.Target>
        <ActionIcon
          variant={editor.isActive('link') ? 'filled' : 'default'}
          size="lg"
          aria-label={t('editor.link')}
          aria-pressed={editor.isActive('link')}
          onClick={() => setOpened((o) => !o)}
        >
          <IconLink size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Stack gap="xs">
            <TextInput label={t('editor.link-address')} type="url" value={href} onChange={(e) => setHref(e.currentTarget.value)} w={280} />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                {t('editor.cancel')}
              </Button>
              <Button size="xs" type="submit">
                {t('editor.apply')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Rich text for news: headings, emphasis, lists and links, which is what the server's sanitizer
 * keeps. The HTML it gives is sanitized again on save.
 */
export function RichTextEditor({ label, description, value, onChange, error, headingLevel }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const editor = useEditor({
    // Only what the sanitizer keeps: no code, strike-through, underline or rules.
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
      }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' '),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });

  return (
    <Stack gap={4}>
      {headingLevel ? (
        <Title order={headingLevel} id={labelId} fz="sm" fw={500} lh="var(--mantine-line-height-sm)">
          {label}
        </Title>
      ) : (
        <Text component="span" id={labelId} size="sm" fw={500}>
          {label}
        </Text>
      )}
      {description && (
        <Text id={descriptionId} size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <div className={classes.frame} data-error={error ? true : undefined}>
        {editor && (
          <div role="toolbar" aria-label={t('editor.toolbar', { label })} className={classes.toolbar}>
            <Tool label={t('editor.bold')} icon={IconBold} active={state?.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
            <Tool
              label={t('editor.italic')}
              icon={IconItalic}
              active={state?.italic}
              onClick={() => editor.chain().focus().toggleItalic().run()}
            />
            <Tool
              label={t('editor.heading')}
              icon={IconH2}
              active={state?.h2}
              onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
            />
            <Tool
              label={t('editor.subheading')}
              icon={IconH3}
              active={state?.h3}
              onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
            />
            <Tool
              label={t('editor.bullets')}
              icon={IconList}
              active={state?.bullets}
              onClick={() => editor.chain().focus().toggleBulletList().run()}
            />
            <Tool
              label={t('editor.numbers')}
              icon={IconListNumbers}
              active={state?.numbers}
              onClick={() => editor.chain().focus().toggleOrderedList().run()}
            />
            <LinkTool editor={editor} />
            <Tool
              label={t('editor.unlink')}
              icon={IconUnlink}
              onClick={() => editor.chain().focus().unsetLink().run()}
              disabled={!state?.link}
            />
            <Tool
              label={t('editor.undo')}
              icon={IconArrowBackUp}
              onClick={() => editor.chain().focus().undo().run()}
              disabled={!state?.undo}
            />
            <Tool
              label={t('editor.redo')}
              icon={IconArrowForwardUp}
              onClick={() => editor.chain().focus().redo().run()}
              disabled={!state?.redo}
            />
          </div>
        )}
        <EditorContent editor={editor} className={classes.content} />
      </div>
      {error && (
        <Text id={errorId} size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
