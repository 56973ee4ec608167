import type { ReactNode } from "react";
import { SelectField } from "@/components/ui/select-field";

type FilterOption = { value: string; label: string };

/**
 * One filter of an Atlas list kept in the URL: "All …" (the empty value) clears it, so the parameter is left out
 * rather than set to "".
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  children,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange(value: string | undefined): void;
  /** Extra options after the list (a selected value the list does not hold). */
  children?: ReactNode;
}) {
  return (
    <SelectField label={label} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </SelectField>
  );
}
