import { referralSchema, type Me } from "@questhq/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { meQueryOptions } from "@/features/users/index";
import { apiData, errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { CardSection } from "../../components/card-section";

export function ReferralSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = useMutation({
    mutationFn: (value: string) =>
      apiData<{ message?: string }>("/api/v1/users/referral/", { method: "POST", body: { code: value } }),
    onSuccess: (result) => {
      setCode("");
      notify.success(result?.message ?? "Referral code applied.");
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
    // 404 unknown code, 400 own code, 409 already applied: the server's words say which.
    onError: (err) => setError(errorMessage(err)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = referralSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Invalid referral code.");
    setError(null);
    apply.mutate(parsed.data.code);
  }

  return (
    <CardSection
      id="referral"
      title="Referrals"
      description="Share your code with friends; apply a friend's code once."
    >
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
        <Gift className="size-5 text-accent" aria-hidden />
        <div className="flex-1">
          <p className="text-xs text-muted">Your referral code</p>
          <p className="font-mono text-lg font-semibold tracking-wider text-ink">{me.referralCode}</p>
        </div>
        <CopyButton value={me.referralCode} label="Copy code" />
      </div>
      {me.referredBy ? (
        <p className="text-sm text-muted">
          You joined with referral code <span className="font-mono text-ink">{me.referredBy}</span>.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label="Friend's referral code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error ?? undefined}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="secondary" className="sm:mt-7" isLoading={apply.isPending}>
            Apply code
          </Button>
        </form>
      )}
    </CardSection>
  );
}
