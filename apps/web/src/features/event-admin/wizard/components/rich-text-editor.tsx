import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/*
 * The event description as rich text (tiptap, on ProseMirror). Only what the event page's
 * sanitiser keeps can be written: paragraphs, h3 subtitles, bold, italic, lists and links
 * (lib/sanitize-html.ts); pasted headings of other levels become paragraphs, images and the
 * rest are dropped. This module and tiptap load lazily, with the wizard's first tab.
 */

const extensions = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    dropcursor: false,
    // No empty paragraph kept after a closing heading or list (it would be stored as <p></p>).
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** What the form stores: '' for an empty document (tiptap's empty is '<p></p>'). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** 'exemplo.com.br' → 'https://exemplo.com.br'; null when it is no web or e-mail address. */
export function linkAddress(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:') return withScheme;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
      return withScheme;
    }
  } catch {
    // Not an address.
  }
  return null;
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

const TOOLS: {
  key: Exclude<keyof ToolState, 'link'>;
  label: string;
  Icon: LucideIcon;
  run: (editor: Editor) => void;
}[] = [
  {
    key: 'bold',
    label: 'Negrito',
    Icon: Bold,
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Itálico',
    Icon: Italic,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'heading',
    label: 'Subtítulo',
    Icon: Heading3,
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    label: 'Lista com marcadores',
    Icon: List,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'Lista numerada',
    Icon: ListOrdered,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/** A toolbar (WAI-ARIA): one Tab stop, arrows, Home and End move between its buttons. */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
  );
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowRight'
          ? (current + 1) % buttons.length
          : (current - 1 + buttons.length) % buttons.length;
  buttons.forEach((button, index) => (button.tabIndex = index === next ? 0 : -1));
  buttons[next]?.focus();
}

function Toolbar({
  editor,
  editorId,
  linkOpen,
  onLinkClick,
}: {
  editor: Editor;
  editorId: string;
  linkOpen: boolean;
  onLinkClick: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolState => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const toolClass =
    'size-9 rounded-md text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-900';

  return (
    <div
      role="toolbar"
      aria-label="Formatação da descrição"
      aria-controls={editorId}
      onKeyDown={moveInToolbar}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1"
    >
      {TOOLS.map(({ key, label, Icon, run }, index) => (
        <Button
          key={key}
          variant="ghost"
          size="icon"
          title={label}
          aria-label={label}
          aria-pressed={state[key]}
          tabIndex={index === 0 ? 0 : -1}
          className={toolClass}
          // The editor keeps its selection: the button does not take the focus on press.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run(editor)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        title="Link"
        aria-label="Link"
        aria-pressed={state.link}
        aria-expanded={linkOpen}
        tabIndex={-1}
        className={toolClass}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onLinkClick}
      >
        <Link2 aria-hidden />
      </Button>
    </div>
  );
}

/** The address of the selection's link: typed, applied ('Aplicar link') or removed. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [address, setAddress] = useState(
    () => (editor.getAttributes('link') as { href?: string }).href ?? '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const hasLink = editor.isActive('link');

  function apply() {
    const href = linkAddress(address);
    if (!href) {
      setProblem('Informe um endereço válido, como https://exemplo.com.br');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !hasLink) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-2">
      <label htmlFor="evento-descricao-link" className="text-sm font-medium text-slate-800">
        Endereço do link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="evento-descricao-link"
          type="url"
          inputMode="url"
          autoFocus
          placeholder="https://exemplo.com.br"
          value={address}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'evento-descricao-link-erro' : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              editor.commands.focus();
              onClose();
            }
          }}
        />
        <div className="flex gap-2">
          <Button size="sm" onClick={apply}>
            Aplicar link
          </Button>
          {hasLink && (
            <Button size="sm" variant="outline" onClick={remove}>
              <Link2Off aria-hidden />
              Remover link
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              editor.commands.focus();
              onClose();
            }}
          >
            Cancelar
          </Button>
        </div>
      </div>
      {problem && (
        <p id="evento-descricao-link-erro" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

export interface RichTextEditorProps {
  /** The editable area's id (the toolbar controls it). */
  id: string;
  /** The visible label's id: the editable area is labelled by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** Gets what focuses the editor (react-hook-form focuses a field in error with it). */
  focusRef?: (target: { focus: () => void } | null) => void;
}

export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  focusRef,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  // The latest callbacks, for the editor's handlers (created once with the editor).
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: editorAttributes({ id, labelId, invalid, describedBy }) },
    onUpdate: ({ editor: current }) => handlers.current.onChange(htmlOf(current)),
    onBlur: () => handlers.current.onBlur(),
  });

  // tiptap destroys an editor whose component did not mount within a tick of its render (a
  // render React committed later, as a transition may be) and hands over a new one on mount:
  // the effects of that commit must leave the destroyed one alone (its schema is gone).

  // aria-invalid and the error it points to follow the field's state.
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: { attributes: editorAttributes({ id, labelId, invalid, describedBy }) },
    });
  }, [editor, id, labelId, invalid, describedBy]);

  // A value set from outside (a discarded draft, a reset) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!focusRef) return;
    focusRef({ focus: () => editor.commands.focus() });
    return () => focusRef(null);
  }, [editor, focusRef]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand-700',
        invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <Toolbar
        editor={editor}
        editorId={id}
        linkOpen={linkOpen}
        onLinkClick={() => setLinkOpen((open) => !open)}
      />
      {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function editorAttributes({
  id,
  labelId,
  invalid,
  describedBy,
}: {
  id: string;
  labelId: string;
  invalid: boolean;
  describedBy: string | undefined;
}): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-required': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class:
      'min-h-40 max-h-[28rem] overflow-y-auto px-3 py-2 text-base leading-relaxed text-slate-900 outline-none sm:text-sm [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_strong]:font-semibold [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5 [&>:last-child]:mb-0',
  };
}

export default RichTextEditor;
