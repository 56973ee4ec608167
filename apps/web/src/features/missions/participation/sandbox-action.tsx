import { useState } from "react";
import { SANDBOX_PROVIDER_NAMES, sandboxProviderOf, type ObjectiveView, type SandboxActResult } from "@questhq/core";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api";
import { notify } from "@/lib/toast";

// Sandbox only (development and the demo): the providers are the built-in fakes, so "doing" an
// objective asks the server to record it for the linked sandbox account. Verify then checks it
// through the provider's API exactly as in production.

export function SandboxAction({ objective }: { objective: ObjectiveView }) {
  const [isBusy, setIsBusy] = useState(false);
  const provider = sandboxProviderOf(objective.template);
  if (!provider) return null;
  const name = SANDBOX_PROVIDER_NAMES[provider];
  const perform = async () => {
    setIsBusy(true);
    try {
      const { data } = await apiFetch<{ data: SandboxActResult }>(`/api/v1/sandbox/objectives/${objective.id}/act`, { method: "POST", body: {} });
      notify.success(data.message);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : `The sandbox could not record this action on ${name}.`);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" isLoading={isBusy} onClick={() => void perform()}>
      {isBusy ? null : <FlaskConical className="size-4" aria-hidden />}
      Do it on Sandbox {name}
    </Button>
  );
}
