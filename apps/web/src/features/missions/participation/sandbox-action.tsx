import { useState } from "react";
import {
  isSandboxChainObjective,
  isSandboxOrganizerObjective,
  SANDBOX_PROVIDER_NAMES,
  sandboxProviderOf,
  type ObjectiveView,
  type SandboxActResult,
} from "@questhq/core";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useConfig } from "@/features/config/index";
import { ApiError, apiFetch } from "@/lib/api";
import { notify } from "@/lib/toast";

// Sandbox only (development and the demo): the providers are the built-in fakes, so "doing" an
// objective asks the server to record it for the linked sandbox account. On-chain objectives of
// the local development chain are done there for the linked wallet ("Do it on the local chain").
// Verify then checks it through the provider's API or the chain exactly as in production.

/** Where the sandbox would act for this objective, or null when it cannot. */
function sandboxTarget(objective: ObjectiveView, sandboxChainId: number | null | undefined): string | null {
  if (isSandboxOrganizerObjective(objective)) return "the sandbox organizer API";
  const provider = sandboxProviderOf(objective.template);
  if (provider) return `Sandbox ${SANDBOX_PROVIDER_NAMES[provider]}`;
  return sandboxChainId && isSandboxChainObjective(objective) ? "the local chain" : null;
}

export function SandboxAction({
  objective,
  onDone,
}: {
  objective: ObjectiveView;
  onDone?: (result: SandboxActResult) => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const { data: config } = useConfig();
  const target = sandboxTarget(objective, config?.sandboxChainId);
  if (!target) return null;
  const perform = async () => {
    setIsBusy(true);
    try {
      const { data } = await apiFetch<{ data: SandboxActResult }>(`/api/v1/sandbox/objectives/${objective.id}/act`, {
        method: "POST",
        body: {},
      });
      notify.success(data.message);
      onDone?.(data);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : `The sandbox could not do this on ${target}.`);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full" isLoading={isBusy} onClick={() => void perform()}>
      {isBusy ? null : <FlaskConical className="size-4" aria-hidden />}
      Do it on {target}
    </Button>
  );
}
