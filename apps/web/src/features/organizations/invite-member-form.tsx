import { zodResolver } from "@hookform/resolvers/zod";
import { inviteMemberSchema, orgRoles, type Invitation } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail, Send, Wallet } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { apiData } from "@/lib/api";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { orgKeys } from "./queries";

type FormInput = z.input<typeof inviteMemberSchema>;
type FormOutput = z.output<typeof inviteMemberSchema>;
type Mode = "email" | "walletAddress";

const modeButton = "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors";

export function InviteMemberForm({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("email");
  // shouldUnregister drops the hidden field, so the schema sees exactly one of email / wallet.
  const { register, handleSubmit, formState, reset, setError } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteMemberSchema),
    shouldUnregister: true,
    defaultValues: { role: "member" },
  });

  const invite = useMutation({
    mutationFn: (values: FormOutput) =>
      apiData<Invitation>(`/api/v1/organizations/${orgId}/invitations`, { method: "POST", body: values }),
    onSuccess: () => {
      reset({ role: "member" });
      notify.success("Invitation sent.");
      void queryClient.invalidateQueries({ queryKey: orgKeys.invitations(orgId) });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, ["email", "walletAddress", "role"])) notify.error(error);
    },
  });

  return (
    <form onSubmit={handleSubmit((v) => invite.mutate(v))} noValidate className="space-y-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the layout (min-content width) */}
      <div
        role="group"
        aria-label="Invite by"
        className="inline-flex gap-1 rounded-lg border border-line bg-canvas p-1"
      >
        {(["email", "walletAddress"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={cn(modeButton, mode === m ? "bg-surface-3 text-ink" : "text-muted hover:text-ink")}
          >
            {m === "email" ? <Mail className="size-4" aria-hidden /> : <Wallet className="size-4" aria-hidden />}
            {m === "email" ? "Email" : "Wallet address"}
          </button>
        ))}
      </div>
      <div className="grid gap-4">
        {mode === "email" ? (
          <TextField
            label="Email address to invite"
            type="email"
            autoComplete="off"
            error={formState.errors.email?.message}
            {...register("email")}
          />
        ) : (
          <TextField
            label="Wallet address to invite"
            placeholder="0x…"
            spellCheck={false}
            className="font-mono"
            error={formState.errors.walletAddress?.message ?? formState.errors.email?.message}
            {...register("walletAddress")}
          />
        )}
        <SelectField label="Role" {...register("role")}>
          {orgRoles.map((role) => (
            <option key={role} value={role}>
              {role === "admin" ? "Admin" : "Member"}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" isLoading={invite.isPending}>
        <Send className="size-4" aria-hidden />
        Send invitation
      </Button>
    </form>
  );
}
