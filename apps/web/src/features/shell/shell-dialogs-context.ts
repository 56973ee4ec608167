import { createContext, useContext } from "react";

/** App-wide dialogs any part of the shell (header, drawer, pages) can open. */
export type ShellDialog = "support" | "create" | "deposit" | "withdraw";

export type ShellDialogsApi = { openDialog: (dialog: ShellDialog) => void };

export const ShellDialogsContext = createContext<ShellDialogsApi | null>(null);

export function useShellDialogs(): ShellDialogsApi {
  const api = useContext(ShellDialogsContext);
  if (!api) throw new Error("useShellDialogs must be used inside <ShellDialogsProvider>");
  return api;
}
