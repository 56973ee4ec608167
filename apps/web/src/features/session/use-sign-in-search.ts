import { useLocation } from "@tanstack/react-router";

/** Search params for a "Sign in" link that brings the visitor back to this page afterwards. */
export function useSignInSearch(): { redirect_url?: string } {
  const location = useLocation();
  const isHomeOrSignIn = location.pathname === "/" || location.pathname.startsWith("/sign-in");
  return isHomeOrSignIn ? {} : { redirect_url: location.href };
}
