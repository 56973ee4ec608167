import { useMemo, useState, type ReactNode } from "react";
import { HqStakingModal } from "@/features/staking/hq-staking-modal";
import { CreateChooserModal } from "./create-chooser-modal";
import { ShellDialogsContext, type ShellDialog } from "./shell-dialogs-context";
import { SupportModal } from "./support-modal";

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
