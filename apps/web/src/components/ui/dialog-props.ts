import type { ReactNode } from "react";

/** What every dialog of the app (Modal, Drawer) is given: it is controlled, always named, and may be described. */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};
