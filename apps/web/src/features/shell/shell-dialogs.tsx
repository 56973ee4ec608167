import { useMemo, useState, type ReactNode } from "react";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { ShellDialogsContext, type ShellDialog } from "./shell-dialogs-context";

// Every page mounts these; their code (and the Radix dialog stack) loads when one first opens.
const SupportModal = lazyWhenOpen(() => import("./support-modal").then((m) => m.SupportModal));
const CreateChooserModal = lazyWhenOpen(() => import("./create-chooser-modal").then((m) => m.CreateChooserModal));
const HqStakingModal = lazyWhenOpen(() => import("@/features/staking/hq-staking-modal").then((m) => m.HqStakingModal));

export function ShellDialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShellDialog | null>(null);
  const api = useMemo(() => ({ openDialog: (dialog: ShellDialog) => setCurrent(dialog) }), []);
  const bind = (dialog: ShellDialog) => ({
    open: current === dialog,
    onOpenChange: (isOpen: boolean) => setCurrent(isOpen ? dialog : null),
  });

  return (
    <ShellDialogsContext.Provider value={api}>
      {children}
      <SupportModal {...bind("support")} />
      <CreateChooserModal {...bind("create")} />
      <HqStakingModal kind="deposit" {...bind("deposit")} />
      <HqStakingModal kind="withdraw" {...bind("withdraw")} />
    </ShellDialogsContext.Provider>
  );
}
