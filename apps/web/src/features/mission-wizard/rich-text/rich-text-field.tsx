import { lazy, Suspense, useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Skeleton } from "@/components/ui/skeleton";
import { FieldMessages } from "@/components/ui/text-field";

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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click focuses the editor, as on a <label> */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut only; keyboard users tab to the editor */}
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
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A RichTextField bound to a react-hook-form field (the editor is not a native input). */
export function RichTextControl<T extends FieldValues>({
  control,
  name,
  ...field
}: { control: Control<T>; name: Path<T> } & Omit<
  Parameters<typeof RichTextField>[0],
  "value" | "onChange" | "onBlur"
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => <RichTextField {...field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />}
    />
  );
}
