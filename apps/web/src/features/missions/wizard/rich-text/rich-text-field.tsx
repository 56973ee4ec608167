import { lazy, Suspense, useId } from "react";
import { Skeleton } from "@/components/ui/skeleton";

const RichTextEditor = lazy(() => import("./rich-text-editor").then((m) => ({ default: m.RichTextEditor })));

/** A labelled rich text field; the editor itself loads on first use. */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      {/* The editor is a contenteditable textbox named by this label (aria-labelledby). */}
      <span
        id={labelId}
        className="block text-sm font-medium text-ink"
        onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus()}
      >
        {label}
      </span>
      <Suspense fallback={<Skeleton className="h-44 w-full" />}>
        <RichTextEditor
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          labelId={labelId}
          describedBy={describedBy}
          isInvalid={Boolean(error)}
          placeholder={placeholder}
        />
      </Suspense>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
