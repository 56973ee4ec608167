import type { ChainRecord, ObjectiveTemplate, TemplateField } from "@questhq/core";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field";
import { ChainOptions } from "../chain-select-field";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { DateField } from "../date-field";
import { FunctionPicker } from "./function-picker";
import {
  fieldLabel,
  formTokenDecimals,
  formTokenSymbol,
  toApiValues,
  type ObjectiveFormValues,
} from "./objective-values";

function hintOf(field: TemplateField, extra?: string): string | undefined {
  const saysOptional = field.required || field.help?.startsWith("Optional");
  const parts = [saysOptional ? null : "Optional.", field.help ?? null, extra ?? null].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** The chosen function's inputs (read-only: the function picker fills them). */
function FunctionInputs({ field, form }: { field: TemplateField; form: UseFormReturn<ObjectiveFormValues> }) {
  const id = useId();
  const inputs = form.watch(field.name) as { name: string; type: string }[] | null | undefined;
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const signature = String(form.watch("function_signature") ?? "");
  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {fieldLabel(field)}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width) */}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-line bg-canvas px-3 py-2.5 text-sm"
      >
        {signature || (inputs && inputs.length > 0) ? (
          inputs && inputs.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {inputs.map((input, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ABI parameters are positional, names can repeat
                <li key={`${input.name}-${i}`} className="rounded bg-surface-3 px-2 py-0.5 font-mono text-xs text-ink">
                  {input.name || `arg${i}`}: {input.type}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">The function takes no inputs.</span>
          )
        ) : (
          <span className="text-faint">Choose a function with “Load functions”.</span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ObjectiveField({
  template,
  field,
  form,
  chains,
}: {
  template: ObjectiveTemplate;
  field: TemplateField;
  form: UseFormReturn<ObjectiveFormValues>;
  chains: ChainRecord[];
}) {
  const { register, formState } = form;
  const error = formState.errors[field.name]?.message as string | undefined;
  const label = fieldLabel(field);
  const common = { label, error, placeholder: field.placeholder, autoComplete: "off" } as const;

  switch (field.type) {
    case "textarea":
      return <TextAreaField {...common} rows={3} hint={hintOf(field)} {...register(field.name)} />;
    case "addresses":
      return (
        <TextAreaField
          {...common}
          rows={6}
          placeholder={field.placeholder ?? "0x…\n0x…"}
          spellCheck={false}
          className="font-mono text-xs"
          hint={hintOf(field)}
          {...register(field.name)}
        />
      );
    case "abi":
      return (
        <div className="space-y-3">
          <TextAreaField
            {...common}
            rows={6}
            spellCheck={false}
            placeholder='[{"type":"function","name":"mint",…}]'
            className="font-mono text-xs"
            hint={hintOf(field)}
            {...register(field.name)}
          />
          <FunctionPicker template={template} form={form} />
        </div>
      );
    case "function":
      return <FunctionInputs field={field} form={form} />;
    case "chain":
      return (
        <SelectField label={label} error={error} hint={hintOf(field)} {...register(field.name)}>
          <option value="">Choose a chain</option>
          <ChainOptions chains={chains} />
        </SelectField>
      );
    case "date":
      return (
        <DateField
          control={form.control}
          name={field.name}
          label={label}
          type="date"
          hint={hintOf(field)}
          error={error}
        />
      );
    case "integer":
      return <TextField {...common} inputMode="numeric" hint={hintOf(field)} {...register(field.name)} />;
    case "number":
      return <TextField {...common} inputMode="decimal" hint={hintOf(field)} {...register(field.name)} />;
    case "url":
      return (
        <TextField
          {...common}
          type="url"
          inputMode="url"
          spellCheck={false}
          hint={hintOf(field)}
          {...register(field.name)}
        />
      );
    case "address":
      return (
        <TextField
          {...common}
          spellCheck={false}
          autoCapitalize="none"
          className="font-mono"
          hint={hintOf(field)}
          {...register(field.name)}
        />
      );
    case "token_amount":
      return <TokenAmountField template={template} field={field} form={form} />;
    default:
      return <TextField {...common} hint={hintOf(field)} {...register(field.name)} />;
  }
}

/** Typed in token units; the hint shows what is stored (5 USDC → 5000000). */
function TokenAmountField({
  template,
  field,
  form,
}: {
  template: ObjectiveTemplate;
  field: TemplateField;
  form: UseFormReturn<ObjectiveFormValues>;
}) {
  const values = form.watch();
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const decimals = formTokenDecimals(values);
  const symbol = formTokenSymbol(values);
  const base = toApiValues(template, values)[field.name];
  const display = String(values[field.name] ?? "").trim();
  const conversion =
    display && typeof base === "string" && /^\d+$/.test(base)
      ? `${display}${symbol ? ` ${symbol}` : ""} is stored as ${base} base units (${decimals} decimals).`
      : `In token units${symbol ? ` (${symbol})` : ""}, with ${decimals} decimals.`;
  return (
    <TextField
      label={fieldLabel(field)}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      placeholder="5"
      hint={conversion}
      {...form.register(field.name)}
    />
  );
}
