import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldShell, inputClass } from "./text-field";

/** Native select (best keyboard and screen-reader support) with the field chrome. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...props
}: { label: ReactNode; error?: string; hint?: ReactNode } & ComponentProps<"select">) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, "pr-8", className)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
