import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";

export const inputClass = cn(
  "block w-full rounded-lg border border-line bg-canvas px-3 py-2.5 text-sm text-ink placeholder:text-faint",
  "transition-colors hover:border-line-strong focus:border-brand focus:outline-none focus-visible:outline-2",
  "focus-visible:outline-offset-1 focus-visible:outline-brand",
  "aria-invalid:border-danger disabled:opacity-60",
);

type FieldChrome = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function FieldShell({ id, label, error, hint, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The hint (or, instead, the error) under a field; ids match the control's aria-describedby. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

/**
 * The id and aria attributes of a field's control: described by its error when there is one (else its hint), with
 * the ids FieldMessages gives them.
 */
export function useFieldControl({ id, error, hint }: { id?: string; error?: string; hint?: ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    id: fieldId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
  } as const;
}

export type TextFieldProps = FieldChrome & ComponentProps<"input">;

/** Labelled input with hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const control = useFieldControl({ id, error, hint });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={cn(inputClass, className)} {...props} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldChrome & ComponentProps<"textarea">;

export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const control = useFieldControl({ id, error, hint });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <textarea {...control} className={cn(inputClass, "min-h-24 resize-y", className)} {...props} />
    </FieldShell>
  );
}
