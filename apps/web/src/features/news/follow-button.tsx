import { Check, Plus } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { NewsId } from "./news-types";
import { useRequireSignIn } from "./use-require-sign-in";
import { useFollowToggle } from "./use-toggles";

/**
 * Follow / Following for a topic or channel. The accessible name is "Follow {name}" in both
 * states; aria-pressed says which one it is. Visitors are sent to sign-in and back.
 */
export function FollowButton({
  kind,
  id,
  name,
  isFollowed,
  size = "sm",
  className,
}: {
  kind: "topic" | "channel";
  id: NewsId;
  name: string;
  isFollowed: boolean;
  size?: "sm" | "md";
  className?: string;
}) {
  const auth = useRequireSignIn();
  const toggle = useFollowToggle(kind);
  const isOn = auth.isSignedIn && isFollowed;
  return (
    <button
      type="button"
      aria-label={`Follow ${name}`}
      aria-pressed={isOn}
      className={cn(buttonClass(isOn ? "secondary" : "outline", size), "min-w-[6.5rem]", className)}
      onClick={() => {
        if (!auth.ensure() || toggle.isPending) return;
        toggle.mutate({ id, on: !isOn });
      }}
    >
      {isOn ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
      {isOn ? "Following" : "Follow"}
    </button>
  );
}
