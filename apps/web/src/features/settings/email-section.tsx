import { EMAIL_MESSAGES, type EmailPreferencesView, type EmailPreferenceView } from "@questhq/core";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useEmailPreferences, useSavingEmailCategories, useSetEmailCategory } from "@/features/notifications/index";
import { cn } from "@/lib/cn";
import { CardSection } from "../../components/card-section";

// Which notifications also come by email (docs/product/notifications.md#email); emails link here as /settings#email.

export function EmailSection() {
  const { data, error, refetch } = useEmailPreferences();
  return (
    <CardSection
      id="email"
      title="Email"
      description="Which notifications also reach you by email. All of them stay in your notifications either way."
    >
      {error && !data ? (
        <ErrorState error={error} title="Your email settings could not be loaded" onRetry={() => void refetch()} />
      ) : !data ? (
        <div role="status" aria-label="Loading email settings" className="space-y-3">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-56" />
        </div>
      ) : (
        <EmailCategories view={data} />
      )}
    </CardSection>
  );
}

function EmailCategories({ view }: { view: EmailPreferencesView }) {
  const setCategory = useSetEmailCategory();
  const saving = useSavingEmailCategories();
  return (
    <div className="space-y-4">
      {view.email ? (
        <p className="text-sm text-muted">
          Emails go to{" "}
          <span className="font-medium wrap-anywhere text-ink" data-testid="email-address">
            {view.email}
          </span>
          .
        </p>
      ) : (
        <p
          className="rounded-lg border border-dashed border-line px-3 py-2 text-sm text-muted"
          data-testid="email-none"
        >
          {EMAIL_MESSAGES.noEmail}
        </p>
      )}
      <ul className="divide-y divide-line rounded-xl bg-surface-2 px-4">
        {view.categories.map((preference) => (
          <CategoryRow
            key={preference.category}
            preference={preference}
            // Without an address nothing is sent at all: the switches would change nothing anyone notices.
            isDisabled={view.email === null}
            isSaving={saving.includes(preference.category)}
            onChange={(isEnabled) => setCategory.mutate({ category: preference.category, isEnabled })}
          />
        ))}
      </ul>
    </div>
  );
}

const switchClass = cn(
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border border-line bg-surface-3",
  "transition-colors checked:border-brand checked:bg-brand",
  "before:absolute before:top-0.5 before:left-0.5 before:size-4.5 before:rounded-full before:bg-white",
  "before:shadow before:transition-transform checked:before:translate-x-5",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
  "disabled:cursor-not-allowed disabled:opacity-50",
);

function CategoryRow({
  preference,
  isDisabled,
  isSaving,
  onChange,
}: {
  preference: EmailPreferenceView;
  isDisabled: boolean;
  isSaving: boolean;
  onChange: (isEnabled: boolean) => void;
}) {
  const id = `email-category-${preference.category}`;
  return (
    <li className="flex items-start justify-between gap-4 py-3.5">
      <div className="min-w-0 space-y-0.5">
        <label
          htmlFor={id}
          className={cn("text-sm font-medium", isDisabled ? "text-muted" : "cursor-pointer text-ink")}
        >
          {preference.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {preference.description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={preference.enabled}
        aria-describedby={`${id}-description`}
        // Saving shows on the switch itself, which already shows the new state and stays usable meanwhile.
        aria-busy={isSaving || undefined}
        checked={preference.enabled}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        className={cn(switchClass, "mt-0.5", isSaving && "animate-pulse")}
        data-testid={id}
      />
    </li>
  );
}
