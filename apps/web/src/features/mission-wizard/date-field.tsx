import { useEffect, useRef } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

/** What the form holds for a half-typed date; core's date schemas answer it with their message. */
export const UNFINISHED_DATE = "unfinished-date";

/**
 * A date or datetime-local input. The browser reports a half-typed date as "" (which would read
 * as "no date"); this field passes it on as invalid text instead, so the form shows the field rule's
 * "Invalid date format. Please use a valid date string." (docs/product/objectives.md#link-and-mission-fields). The
 * input stays uncontrolled because writing any value into a date input would wipe what the user has typed so far.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  type,
  hint,
  error,
  disabled,
  deps,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type: "date" | "datetime-local";
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Fields to validate again when this one changes (end date after start date). */
  deps?: Path<T>[];
}) {
  const { field } = useController({ control, name, rules: deps ? { deps } : undefined });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const value: string = typeof field.value === "string" ? (field.value as string) : "";

  // A value set by the form (reset, restored draft) is shown; an unfinished one is left alone.
  useEffect(() => {
    const el = inputRef.current;
    if (el && value !== UNFINISHED_DATE && el.value !== value) el.value = value;
  }, [value]);

  const report = (el: HTMLInputElement) => field.onChange(el.validity.badInput ? UNFINISHED_DATE : el.value);

  return (
    <TextField
      label={label}
      type={type}
      hint={hint}
      error={error}
      disabled={disabled}
      name={field.name}
      defaultValue={value === UNFINISHED_DATE ? "" : value}
      ref={(el) => {
        inputRef.current = el;
        field.ref(el);
      }}
      onChange={(e) => report(e.currentTarget)}
      onBlur={(e) => {
        report(e.currentTarget);
        field.onBlur();
      }}
    />
  );
}
