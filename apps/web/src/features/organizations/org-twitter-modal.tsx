import type { LinkedAccountView } from "@questhq/core";
import { Unlink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatAccountName, type OrgTwitterView } from "@/features/social/index";

export type TwitterChoice = "existing" | "different";

const VERIFIED_ACCOUNT_NOTE = "Its missions show the account as the organization's verified one.";

const optionClass = cn(
  "flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface-2 p-4 transition-colors",
  "hover:border-line-strong has-[:checked]:border-brand/60 has-[:checked]:bg-brand-soft",
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand",
);

/**
 * The organization X account modal (docs/product/organizations.md#organization-x-account: choose the existing account
 * or a different one, then connect). The connection itself runs in the parent, which outlives the modal.
 */
export function OrgTwitterModal({
  open,
  onOpenChange,
  orgName,
  current,
  myTwitter,
  isLoadingMine,
  choice,
  onChoiceChange,
  onConnect,
  isConnecting,
  onRemove,
  isRemoving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgName: string;
  current: OrgTwitterView;
  myTwitter: LinkedAccountView | undefined;
  isLoadingMine: boolean;
  choice: TwitterChoice;
  onChoiceChange: (choice: TwitterChoice) => void;
  onConnect: () => void;
  isConnecting: boolean;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const myName = myTwitter?.username ? formatAccountName(myTwitter.username) : (myTwitter?.display_name ?? "");
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Verify Twitter"
      description={`Link a Twitter/X account to ${orgName}. ${VERIFIED_ACCOUNT_NOTE}`}
    >
      <div className="space-y-5">
        {current ? (
          <div
            className={cn(
              "flex flex-wrap items-center justify-between gap-3 rounded-xl",
              "border border-line bg-surface-2 px-4 py-3",
            )}
          >
            <p className="text-sm text-muted">
              Verified now: <span className="font-medium text-ink">@{current.username}</span>
            </p>
            <Button variant="ghost" size="sm" isLoading={isRemoving} onClick={onRemove}>
              {isRemoving ? null : <Unlink className="size-3.5" aria-hidden />}
              Remove verified account
            </Button>
          </div>
        ) : null}

        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-ink">Which Twitter/X account?</legend>
          {isLoadingMine ? (
            <Skeleton className="h-16" />
          ) : myTwitter ? (
            <label className={optionClass}>
              <input
                type="radio"
                name="org-twitter-choice"
                value="existing"
                checked={choice === "existing"}
                onChange={() => onChoiceChange("existing")}
                className="mt-1 size-4 accent-brand"
              />
              <span className="space-y-0.5">
                <span className="block text-sm font-medium text-ink">Use my linked account ({myName})</span>
                <span className="block text-xs text-muted">
                  Links the account already connected to your profile, without leaving this page.
                </span>
              </span>
            </label>
          ) : null}
          <label className={optionClass}>
            <input
              type="radio"
              name="org-twitter-choice"
              value="different"
              checked={choice === "different" || !myTwitter}
              onChange={() => onChoiceChange("different")}
              className="mt-1 size-4 accent-brand"
            />
            <span className="space-y-0.5">
              <span className="block text-sm font-medium text-ink">Connect a different account</span>
              <span className="block text-xs text-muted">
                Sign in to Twitter/X in a popup window and authorize QuestHQ for {orgName}.
              </span>
            </span>
          </label>
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button isLoading={isConnecting} disabled={isLoadingMine} onClick={onConnect}>
            Connect
          </Button>
        </div>
        {isConnecting && choice === "different" ? (
          <p role="status" className="text-center text-xs text-muted">
            Finish in the Twitter/X window. Closing it cancels the connection.
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
