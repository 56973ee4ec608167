import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isUnauthorized } from "@/lib/api";

export type SessionUser = {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
};

export type Session = {
  session: { id: string; expiresAt: string; userId: string };
  user: SessionUser;
};

export const sessionQueryOptions = queryOptions({
  queryKey: ["session"],
  queryFn: async (): Promise<Session | null> => {
    try {
      const session = await apiFetch<Session | null>("/api/auth/get-session");
      return session?.user ? session : null;
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The better-auth session; `isSignedIn` is the one flag the UI branches on. */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { ...query, session: query.data ?? null, isSignedIn: Boolean(query.data?.user) };
}
