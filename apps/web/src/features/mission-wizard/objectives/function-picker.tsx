import type { AbiFunctionsView, ObjectiveTemplate } from "@questhq/core";
import { useMutation } from "@tanstack/react-query";
import { ListTree } from "lucide-react";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { ApiError, apiData, errorMessage } from "@/lib/api";
import type { ObjectiveFormValues } from "./objective-values";

type AbiFunction = AbiFunctionsView["functions"][number];

const PLAIN_TYPE = /^[a-z][a-z0-9]*(\[\d*\])*$/;

/**
 * When the explorer supplied the functions (no ABI pasted), the objective still needs an ABI:
 * one is written from the functions, which is exact as long as no input is a tuple.
 */
function abiFromFunctions(functions: AbiFunction[]): string | null {
  if (!functions.every((f) => f.inputs.every((i) => PLAIN_TYPE.test(i.type)))) return null;
  return JSON.stringify(
    functions.map((f) => ({
      type: "function",
      name: f.name,
      inputs: f.inputs,
      outputs: [],
      stateMutability: f.stateMutability,
    })),
    null,
    2,
  );
}

/**
 * "Load functions" (POST /onchain/fetch_functions with the contract, chain and pasted ABI) and a
 * picker that fills the template's function_name, function_signature and inputs together.
 */
export function FunctionPicker({
  template,
  form,
}: {
  template: ObjectiveTemplate;
  form: UseFormReturn<ObjectiveFormValues>;
}) {
  const [functions, setFunctions] = useState<AbiFunction[] | null>(null);
  const [source, setSource] = useState<AbiFunctionsView["source"] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const hintId = useId();
  const has = (name: string) => template.fields.some((f) => f.name === name);
  const selectedSignature = String(form.watch("function_signature") ?? "");
  const selectedName = String(form.watch("function_name") ?? "");

  const load = useMutation({
    mutationFn: () => {
      const values = form.getValues();
      const abi = String(values.abi ?? "").trim();
      return apiData<AbiFunctionsView>("/api/v1/onchain/fetch_functions", {
        method: "POST",
        body: {
          contract_address: String(values.contract_address ?? "").trim(),
          blockchain: String(values.blockchain ?? ""),
          ...(abi ? { abi } : {}),
        },
      });
    },
    onMutate: () => setLoadError(null),
    onSuccess: (result) => {
      setFunctions(result.functions);
      setSource(result.source);
      const abi = String(form.getValues("abi") ?? "").trim();
      if (!abi && result.source === "explorer") {
        const written = abiFromFunctions(result.functions);
        if (written) form.setValue("abi", written, { shouldValidate: true, shouldDirty: true });
      }
      if (result.functions.length === 0) setLoadError("The contract has no functions to call.");
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        for (const [key, messages] of Object.entries(error.fields)) {
          if (["abi", "contract_address", "blockchain"].includes(key) && messages[0]) {
            form.setError(key, { type: "server", message: messages[0] });
          }
        }
      }
      setLoadError(errorMessage(error));
    },
  });

  function choose(fn: AbiFunction) {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    if (has("function_name")) form.setValue("function_name", fn.name, opts);
    if (has("function_signature")) form.setValue("function_signature", fn.signature, opts);
    if (has("inputs")) form.setValue("inputs", fn.inputs, opts);
  }

  const currentValue =
    functions?.find((f) => (has("function_signature") ? f.signature === selectedSignature : f.name === selectedName))
      ?.signature ?? "";

  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-2 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          isLoading={load.isPending}
          onClick={() => load.mutate()}
          aria-describedby={hintId}
        >
          <ListTree className="size-4" aria-hidden />
          Load functions
        </Button>
        <p id={hintId} className="min-w-0 flex-1 text-xs text-muted">
          Reads the functions of the pasted ABI, or of the contract's verified ABI when none is pasted.
        </p>
      </div>
      {loadError ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {loadError}
        </p>
      ) : null}
      {functions && functions.length > 0 ? (
        <SelectField
          label="Function"
          value={currentValue}
          hint={source === "explorer" ? "From the contract's verified ABI." : "From the pasted ABI."}
          onChange={(e) => {
            const fn = functions.find((f) => f.signature === e.target.value);
            if (fn) choose(fn);
          }}
        >
          <option value="">Choose the function users call</option>
          {functions.map((fn) => (
            <option key={fn.signature} value={fn.signature}>
              {fn.signature}
              {fn.isWrite ? "" : ` (${fn.stateMutability})`}
            </option>
          ))}
        </SelectField>
      ) : selectedSignature || selectedName ? (
        <p className="text-xs text-muted">
          Chosen: <code className="font-mono text-ink">{selectedSignature || selectedName}</code>. Load the functions to
          choose another.
        </p>
      ) : null}
    </div>
  );
}
