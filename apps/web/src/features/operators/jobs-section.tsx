import type { OperatorJob } from "@questhq/core/schemas/responses/operators";
import { useQuery } from "@tanstack/react-query";
import { countOf } from "@questhq/core";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LabelledValue } from "@/components/ui/labelled-value";
import { Skeleton } from "@/components/ui/skeleton";
import { WideTable } from "@/components/ui/wide-table";
import { jobTime, lastRunState, leaseLabel, scheduleLabel } from "./job-format";
import { listJobs, operatorKeys } from "./operator-api";

// The server's background jobs (GET /operator/jobs): what each does, how often, and what its last run left behind.
// Wide screens get a table; phones and tablets a card per job with the same facts, so nothing scrolls sideways.

const CAPTION = "Background jobs";
// The record moves with every run: refreshed while the page is open, so "next run" does not go stale.
const REFRESH_MS = 15_000;

export function JobsSection() {
  const jobs = useQuery({ queryKey: operatorKeys.jobs, queryFn: listJobs, refetchInterval: REFRESH_MS });
  return (
    <section aria-labelledby="operator-jobs" className="space-y-3">
      <div className="space-y-1">
        <h2 id="operator-jobs" className="text-lg font-semibold text-ink">
          Background jobs
        </h2>
        <p className="text-sm text-muted">
          Every server runs these on their schedule and records each run in one place: the last run, the next one and
          the last error.
        </p>
      </div>
      {jobs.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : jobs.isError ? (
        <ErrorState title="Jobs could not be loaded" error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length === 0 ? (
        <EmptyState title="No background jobs" description="This server lists no jobs." />
      ) : (
        <>
          <JobsTable jobs={jobs.data} />
          <JobCards jobs={jobs.data} />
        </>
      )}
    </section>
  );
}

function LastRun({ job }: { job: OperatorJob }) {
  const state = lastRunState(job);
  return (
    <div className="space-y-1">
      <Badge tone={state.tone}>{state.label}</Badge>
      {job.last_started_at ? <p className="text-xs text-muted">Started {jobTime(job.last_started_at)}</p> : null}
      {job.last_finished_at && !job.running ? (
        <p className="text-xs text-muted">Ended {jobTime(job.last_finished_at)}</p>
      ) : null}
    </div>
  );
}

function LastError({ job }: { job: OperatorJob }) {
  if (!job.last_error) return <span className="text-muted">None</span>;
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-sm break-words text-ink">{job.last_error}</p>
      <p className="text-xs text-muted">
        {jobTime(job.last_error_at)}
        {job.failures > 0 ? ` · ${countOf(job.failures, "failure")} in a row` : ""}
      </p>
    </div>
  );
}

function Schedule({ job }: { job: OperatorJob }) {
  return (
    <div className="space-y-1">
      <p className="text-ink">{scheduleLabel(job.every_ms)}</p>
      <p className="text-xs text-muted" title={job.lease_detail}>
        {leaseLabel(job.lease)}
      </p>
    </div>
  );
}

function JobName({ job }: { job: OperatorJob }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm break-all text-ink">{job.name}</code>
        {job.kind === "queued" ? <Badge>queue</Badge> : null}
      </p>
      <p className="text-xs text-muted">{job.description}</p>
    </div>
  );
}

const td = "px-3 py-3 align-top";

function JobsTable({ jobs }: { jobs: OperatorJob[] }) {
  return (
    <WideTable
      caption={CAPTION}
      columns={[
        { label: "Job" },
        { label: "Schedule" },
        { label: "Last run" },
        { label: "Next run" },
        { label: "Last error" },
      ]}
    >
      {jobs.map((job) => (
        <tr key={job.name} data-job={job.name}>
          <th scope="row" className={`${td} max-w-80 min-w-56 text-left font-normal`}>
            <JobName job={job} />
          </th>
          <td className={`${td} min-w-40`}>
            <Schedule job={job} />
          </td>
          <td className={`${td} min-w-44`}>
            <LastRun job={job} />
          </td>
          <td className={`${td} min-w-40 text-ink`}>{jobTime(job.next_run_at)}</td>
          <td className={`${td} max-w-72 min-w-48`}>
            <LastError job={job} />
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

function JobCards({ jobs }: { jobs: OperatorJob[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label={CAPTION}>
      {jobs.map((job) => (
        <li
          key={job.name}
          data-job={job.name}
          className="min-w-0 space-y-3 rounded-card border border-line bg-surface p-4"
        >
          <JobName job={job} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <LabelledValue label="Schedule" className="min-w-0">
              <Schedule job={job} />
            </LabelledValue>
            <LabelledValue label="Next run" className="min-w-0" valueClassName="text-ink">
              {jobTime(job.next_run_at)}
            </LabelledValue>
            <LabelledValue label="Last run" className="col-span-2 min-w-0">
              <LastRun job={job} />
            </LabelledValue>
            <LabelledValue label="Last error" className="col-span-2 min-w-0">
              <LastError job={job} />
            </LabelledValue>
          </dl>
        </li>
      ))}
    </ul>
  );
}
