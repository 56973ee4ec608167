import { BookOpen, MessagesSquare } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useConfig } from "@/features/config/index";

/** The support modal: the way to the community chat and to the docs (docs/product/screens.md#modals). */
export function SupportModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: config } = useConfig();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Need help?"
      description="Ask the community or look it up in the documentation. Links open in a new tab."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <a
          href={config?.communityUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("primary", "lg", "w-full")}
        >
          <MessagesSquare className="size-5" aria-hidden />
          Community chat
        </a>
        <a
          href={config?.docsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "lg", "w-full")}
        >
          <BookOpen className="size-5" aria-hidden />
          Documentation
        </a>
      </div>
    </Modal>
  );
}
