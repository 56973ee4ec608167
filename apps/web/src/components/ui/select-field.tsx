import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldShell, inputClass, useFieldControl } from "./text-field";

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
  const control = useFieldControl({ id, error, hint });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint}>
      <select {...control} className={cn(inputClass, "pr-8", className)} {...props}>
        {children}
      </select>
    </FieldShell>
  );
}
