import { useLocation, useNavigate } from "@tanstack/react-router";
import { useSession } from "@/features/session/index";

/**
 * For follow, like and bookmark (docs/product/organizations.md#visitors): a visitor is sent to /sign-in with this exact
 * page (article and filters included) as redirect_url, so signing in brings them back to it.
 */
export function useRequireSignIn() {
  const { isSignedIn, isPending } = useSession();
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  return {
    isSignedIn,
    isPending,
    /** True when signed in; otherwise starts the trip to sign-in and returns false. */
    ensure(): boolean {
      if (isSignedIn) return true;
      void navigate({ to: "/sign-in", search: { redirect_url: href } });
      return false;
    },
  };
}
