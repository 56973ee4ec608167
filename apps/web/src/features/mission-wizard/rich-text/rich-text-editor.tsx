import { type ChainedCommands, EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, Link2, List, ListOrdered, Unlink } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";
import { richTextClass } from "@/features/mission-shared";

// The editor of mission descriptions, reward "about" and winner next steps. Loaded lazily
// (tiptap and ProseMirror are large). Its value is HTML; the server keeps only the formatting
// tags it allows, so the toolbar offers just those (bold, italic, lists, links).

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string;
  isInvalid?: boolean;
  placeholder?: string;
};

function isSafeHref(href: string) {
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "mailto:";
  } catch {
    return false;
  }
}

// The toolbar's toggles before the link button, in order: the formatting the server keeps besides links.
const FORMAT_BUTTONS = [
  { label: "Bold", icon: Bold, stateKey: "isBold", toggle: (c: ChainedCommands) => c.toggleBold() },
  { label: "Italic", icon: Italic, stateKey: "isItalic", toggle: (c: ChainedCommands) => c.toggleItalic() },
  { label: "Bulleted list", icon: List, stateKey: "isBullet", toggle: (c: ChainedCommands) => c.toggleBulletList() },
  {
    label: "Numbered list",
    icon: ListOrdered,
    stateKey: "isOrdered",
    toggle: (c: ChainedCommands) => c.toggleOrderedList(),
  },
] as const;

/** An empty document is "", not "<p></p>", so "required" and "unchanged" checks hold. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

function ToolbarButton({
  label,
  isActive,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      // Keep the selection in the editor while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        "grid size-8 place-items-center rounded-md text-muted transition-colors hover:bg-surface-3 hover:text-ink",
        isActive && "bg-brand-soft text-brand",
      )}
    >
      {children}
    </button>
  );
}

function LinkButton({ editor, isActive }: { editor: Editor; isActive: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  function apply() {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setOpen(false);
      return;
    }
    const withScheme = /^[a-z]+:/i.test(value) ? value : `https://${value}`;
    if (!isSafeHref(withScheme)) {
      setError("Enter a web address starting with https://");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: withScheme }).run();
    setOpen(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setHref((editor.getAttributes("link").href as string | undefined) ?? "");
          setError(null);
        }
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label="Link"
          title="Link"
          aria-pressed={isActive}
          onMouseDown={(e) => e.preventDefault()}
          className={cn(
            "grid size-8 place-items-center rounded-md text-muted transition-colors hover:bg-surface-3 hover:text-ink",
            isActive && "bg-brand-soft text-brand",
          )}
        >
          <Link2 className="size-4" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="start"
          className="z-50 w-72 space-y-2 rounded-lg border border-line bg-surface p-3 shadow-xl"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            document.getElementById(inputId)?.focus();
          }}
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-ink">
            Link URL
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            value={href}
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                apply();
              }
            }}
            className={inputClass}
          />
          {error ? (
            <p role="alert" className="text-xs text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            {isActive ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  setOpen(false);
                }}
              >
                <Unlink className="size-4" aria-hidden />
                Remove link
              </Button>
            ) : null}
            <Button size="sm" onClick={apply}>
              Apply link
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  isInvalid,
  placeholder,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["https", "http", "mailto"],
          isAllowedUri: (url) => isSafeHref(url),
        },
      }),
    ],
    content: value || "",
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(isInvalid ? { "aria-invalid": "true" } : {}),
        ...(placeholder ? { "data-placeholder": placeholder } : {}),
        class: cn(richTextClass, "min-h-32 px-3 py-2.5 text-sm text-ink focus:outline-none"),
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur?.(),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      isBold: e.isActive("bold"),
      isItalic: e.isActive("italic"),
      isBullet: e.isActive("bulletList"),
      isOrdered: e.isActive("orderedList"),
      isLink: e.isActive("link"),
      isEmpty: e.isEmpty,
    }),
  });

  // A value set from outside (a form reset, loaded data) replaces the document. (The editor
  // re-reads editorProps on every render, so aria-invalid and aria-describedby stay current.)
  useEffect(() => {
    if (!editor.isInitialized || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        "rounded-lg border bg-canvas transition-colors focus-within:border-brand",
        isInvalid ? "border-danger" : "border-line hover:border-line-strong",
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1"
      >
        {FORMAT_BUTTONS.map(({ label, icon: Icon, stateKey, toggle }) => (
          <ToolbarButton
            key={label}
            label={label}
            isActive={state[stateKey]}
            onClick={() => toggle(editor.chain().focus()).run()}
          >
            <Icon className="size-4" aria-hidden />
          </ToolbarButton>
        ))}
        <LinkButton editor={editor} isActive={state.isLink} />
      </div>
      <div className="relative">
        {state.isEmpty && placeholder ? (
          <p aria-hidden className="pointer-events-none absolute top-2.5 left-3 text-sm text-faint">
            {placeholder}
          </p>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
