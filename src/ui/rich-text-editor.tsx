import { TextAlign } from '@tiptap/extension-text-align'
import { Placeholder } from '@tiptap/extensions'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Pilcrow,
  Strikethrough,
  Underline,
} from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { richTextClass } from './html-view'
import type { RichTextFieldProps } from './rich-text-field'
import type { I18nSubKey } from '@/i18n/i18n-keys'

/**
 * Alignment as the `align` attribute (start / center / end / justify), not a `style`: the one
 * sanitiser drops styles, and `align` survives it, so HtmlView shows what the editor showed.
 */
const LogicalTextAlign = TextAlign.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (el: HTMLElement) => {
              const v = el.getAttribute('align') ?? el.style.textAlign
              return this.options.alignments.includes(v) ? v : null
            },
            renderHTML: (attrs: { textAlign?: string | null }) =>
              attrs.textAlign && this.options.alignments.includes(attrs.textAlign) ? { align: attrs.textAlign } : {},
          },
        },
      },
    ]
  },
}).configure({ types: ['heading', 'paragraph'], alignments: ['start', 'center', 'end', 'justify'] })

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/))/i

/** The label keys (forms:editor.*) of the alignment tools. */
const ALIGN_KEY = { start: 'alignStart', center: 'alignCenter', end: 'alignEnd', justify: 'alignJustify' } as const

type Tool = { key: I18nSubKey<'forms', 'editor'>; icon: React.ReactNode; active: (s: ToolState) => boolean; run: (e: Editor) => void }
type ToolState = Record<string, boolean>

function useToolState(editor: Editor | null): ToolState {
  return (
    useEditorState({
      editor,
      selector: ({ editor: e }): ToolState =>
        e
          ? {
              bold: e.isActive('bold'),
              italic: e.isActive('italic'),
              underline: e.isActive('underline'),
              strike: e.isActive('strike'),
              bulletList: e.isActive('bulletList'),
              orderedList: e.isActive('orderedList'),
              link: e.isActive('link'),
              alignStart: e.isActive({ textAlign: 'start' }),
              alignCenter: e.isActive({ textAlign: 'center' }),
              alignEnd: e.isActive({ textAlign: 'end' }),
              alignJustify: e.isActive({ textAlign: 'justify' }),
              ltr: e.isActive({ dir: 'ltr' }),
              rtl: e.isActive({ dir: 'rtl' }),
            }
          : ({} as ToolState),
    }) ?? {}
  )
}

/** The editor itself (TipTap): only ever loaded through RichTextField's lazy import. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  placeholder,
  readOnly,
  invalid,
  labelId,
  describedBy,
  minHeight = '8rem',
}: Omit<RichTextFieldProps, 'label' | 'error' | 'hint' | 'className'> & {
  invalid: boolean
  labelId: string
  describedBy?: string
}) {
  const { t } = useTranslation('forms')
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      LogicalTextAlign,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    // Each block reads its own direction (dir="auto") unless set with the LTR / RTL buttons.
    textDirection: 'auto',
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: cn(richTextClass, 'px-3.5 py-2.5 outline-none'),
        style: `min-height: ${minHeight}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  })
  const state = useToolState(editor)

  // A value set from outside (form reset, loaded record): shown without echoing an update.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) queueMicrotask(() => editor.commands.setContent(value || '', { emitUpdate: false }))
  }, [editor, value])
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly, false)
  }, [editor, readOnly])

  const link = (e: Editor) => {
    if (e.isActive('link')) return void e.chain().focus().unsetLink().run()
    const url = window.prompt(t('editor.linkPrompt'), 'https://')?.trim()
    if (url && SAFE_URL.test(url)) e.chain().focus().extendMarkRange('link').setLink({ href: url }).run()
  }

  const groups: Tool[][] = [
    [
      { key: 'bold', icon: <Bold />, active: (s) => Boolean(s.bold), run: (e) => e.chain().focus().toggleBold().run() },
      { key: 'italic', icon: <Italic />, active: (s) => Boolean(s.italic), run: (e) => e.chain().focus().toggleItalic().run() },
      { key: 'underline', icon: <Underline />, active: (s) => Boolean(s.underline), run: (e) => e.chain().focus().toggleUnderline().run() },
      { key: 'strike', icon: <Strikethrough />, active: (s) => Boolean(s.strike), run: (e) => e.chain().focus().toggleStrike().run() },
    ],
    [
      { key: 'bulletList', icon: <List />, active: (s) => Boolean(s.bulletList), run: (e) => e.chain().focus().toggleBulletList().run() },
      {
        key: 'orderedList',
        icon: <ListOrdered />,
        active: (s) => Boolean(s.orderedList),
        run: (e) => e.chain().focus().toggleOrderedList().run(),
      },
      { key: 'link', icon: state.link ? <Link2Off /> : <Link2 />, active: (s) => Boolean(s.link), run: link },
    ],
    (['start', 'center', 'end', 'justify'] as const).map((a) => {
      const key = ALIGN_KEY[a]
      const icon = {
        start: <AlignLeft className="rtl:-scale-x-100" />,
        center: <AlignCenter />,
        end: <AlignRight className="rtl:-scale-x-100" />,
        justify: <AlignJustify />,
      }[a]
      return { key, icon, active: (s: ToolState) => Boolean(s[key]), run: (e: Editor) => e.chain().focus().toggleTextAlign(a).run() }
    }),
    (['ltr', 'rtl'] as const).map((d) => ({
      key: d,
      icon: <Pilcrow className={d === 'rtl' ? '-scale-x-100' : undefined} />,
      active: (s: ToolState) => Boolean(s[d]),
      run: (e: Editor) => e.chain().focus().setTextDirection(d).run(),
    })),
  ]

  return (
    <>
      {!readOnly && (
        <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap items-center gap-1 border-b border-border p-1.5">
          {groups.map((group, gi) => (
            <div
              key={gi}
              className="flex items-center gap-0.5 [&:not(:last-child)]:border-e [&:not(:last-child)]:border-border [&:not(:last-child)]:pe-1"
            >
              {group.map((tool) => (
                <button
                  key={tool.key}
                  type="button"
                  aria-label={t(tool.key === 'link' && state.link ? 'editor.unlink' : `editor.${tool.key}`)}
                  title={t(tool.key === 'link' && state.link ? 'editor.unlink' : `editor.${tool.key}`)}
                  aria-pressed={tool.active(state)}
                  disabled={!editor}
                  onClick={() => editor && tool.run(editor)}
                  className="inline-flex size-8 items-center justify-center rounded-md text-muted outline-none hover:bg-primary/10 hover:text-text focus-visible:ring-2 focus-visible:ring-primary aria-pressed:bg-primary/15 aria-pressed:text-primary [&_svg]:size-4"
                >
                  {tool.icon}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
      <EditorContent
        editor={editor}
        className="[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-start [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-subtle [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]"
      />
    </>
  )
}
