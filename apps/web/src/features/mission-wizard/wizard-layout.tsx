import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { missionQuery } from "@/features/mission-shared";
import { stepLink, WIZARD_STEPS, type StepLink, type WizardStep, type WizardTarget } from "./wizard-nav";

/**
 * Details → Objectives → Reward → Review; later steps open once the mission exists. A step is
 * ticked when the mission has what it asks for (saved details, an objective, a reward).
 */
export function WizardStepper({ target, current }: { target: WizardTarget; current: WizardStep }) {
  const mission = useQuery({ ...missionQuery(target.missionId ?? ""), enabled: target.missionId !== null }).data;
  const isComplete: Record<WizardStep, boolean> = {
    details: Boolean(mission),
    objectives: (mission?.objective_count ?? 0) > 0,
    reward: Boolean(mission?.reward),
    review: mission !== undefined && mission.status !== "draft",
  };
  return (
    <nav aria-label="Mission steps" className="mb-6">
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = step.key === current;
          const isDone = !isCurrent && isComplete[step.key];
          const isReachable = step.key === "details" || target.missionId !== null;
          const body = (
            <>
              <span
                aria-hidden
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold transition-colors",
                  isCurrent && "border-brand bg-brand text-white",
                  isDone && "border-brand/40 bg-brand-soft text-brand",
                  !isCurrent && !isDone && "border-line bg-surface-2 text-muted",
                )}
              >
                {isDone ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className={cn("truncate text-xs sm:text-sm", isCurrent ? "font-semibold text-ink" : "text-muted")}>
                <span className="sr-only">Step {index + 1}: </span>
                {step.label}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
            </>
          );
          const itemClass = cn(
            "flex min-w-0 flex-col items-center gap-1.5 rounded-lg px-1 py-2 text-center sm:flex-row sm:gap-2",
            "sm:px-3 sm:text-left",
            isCurrent ? "bg-surface-2" : "",
          );
          return (
            <li key={step.key} className="min-w-0">
              {isReachable && !isCurrent ? (
                <StepAnchor link={stepLink(target, step.key)} className={cn(itemClass, "hover:bg-surface-2")}>
                  {body}
                </StepAnchor>
              ) : (
                <span
                  className={cn(itemClass, !isReachable && "opacity-60")}
                  aria-current={isCurrent ? "step" : undefined}
                  aria-disabled={!isReachable || undefined}
                >
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A Link to one of the wizard's typed routes. */
export function StepAnchor({
  link,
  className,
  children,
  onClick,
}: {
  link: StepLink;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  // The union of typed paths is checked where the link is built (stepLink).
  const props = link as unknown as { to: "/create-mission" };
  return (
    <Link {...props} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

export function WizardLayout({
  target,
  step,
  title,
  description,
  actions,
  children,
}: {
  target: WizardTarget;
  step: WizardStep;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl">
      <header className="mb-5 space-y-2">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {target.mode === "edit" ? "Edit mission" : "Create mission"}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
            {description ? <p className="max-w-2xl text-sm text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      </header>
      <WizardStepper target={target} current={step} />
      {children}
    </div>
  );
}
