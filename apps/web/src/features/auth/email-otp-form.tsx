import { ArrowLeft, Mail } from "lucide-react";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { apiFetch, errorMessage } from "@/lib/api";

const emailSchema = z.email("Please enter a valid email address.");
const codeSchema = z.string().regex(/^\d{6}$/, "Enter the 6-digit code from the email.");

type Props = { onSignedIn: () => Promise<void> };

/** Email one-time code: ask for a code, then exchange it for a session. */
export function EmailOtpForm({ onSignedIn }: Props) {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Invalid email.");
    setIsBusy(true);
    setError(null);
    try {
      await apiFetch("/api/auth/email-otp/send-verification-otp", {
        method: "POST",
        body: { email: parsed.data, type: "sign-in" },
      });
      setEmail(parsed.data);
      setStep("code");
      setNotice(`We sent a 6-digit code to ${parsed.data}.`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setIsBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const parsed = codeSchema.safeParse(code.trim());
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Invalid code.");
    setIsBusy(true);
    setError(null);
    try {
      await apiFetch("/api/auth/sign-in/email-otp", { method: "POST", body: { email, otp: parsed.data } });
      await onSignedIn();
    } catch (err) {
      setError(errorMessage(err));
      setIsBusy(false);
    }
  }

  if (step === "email") {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
          required
        />
        <Button type="submit" className="w-full" isLoading={isBusy}>
          <Mail className="size-4" aria-hidden />
          Send code
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="space-y-4">
      {notice ? (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
          {notice}
        </p>
      ) : null}
      <TextField
        label="Verification code"
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        className="font-mono tracking-[0.4em]"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        error={error ?? undefined}
        autoFocus
        required
      />
      <Button type="submit" className="w-full" isLoading={isBusy}>
        Sign in
      </Button>
      <div className="flex items-center justify-between text-sm">
        <button
          type="button"
          className="inline-flex items-center gap-1 text-muted hover:text-ink"
          onClick={() => {
            setStep("email");
            setCode("");
            setError(null);
          }}
        >
          <ArrowLeft className="size-4" aria-hidden />
          Use a different email
        </button>
        <button
          type="button"
          className="text-brand hover:underline disabled:opacity-50"
          disabled={isBusy}
          onClick={() => void sendCode()}
        >
          Resend code
        </button>
      </div>
    </form>
  );
}
