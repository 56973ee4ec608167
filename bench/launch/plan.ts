// What bench/launch.ts hands its crowd (bench/launch/load.ts, a process of its own) and what the crowd reports.

export type LaunchUser = { cookie: string; ip: string; twitterId: string };

export type LaunchPlan = {
  backends: string[];
  fakesUrl: string;
  missionId: string;
  objectiveIds: string[];
  tweetId: string;
  brandId: string;
  /** Epoch ms of the first arrival (set by the crowd when it is up); user n arrives at startAt + n × spacingMs. */
  startAt: number;
  spacingMs: number;
  /** A user still waiting this long after arriving gives up (counted as an error shown and as unfinished). */
  giveUpMs: number;
  users: LaunchUser[];
  resultsFile: string;
};

export type RequestKind = "mission page" | "participant view" | "participate";

export type LaunchResults = {
  /** Per user: arrival and when the browser saw all four objectives done (ms from startAt), null if never. */
  arrivals: number[];
  done: (number | null)[];
  latencies: Record<RequestKind, number[]>;
  /** Per user: the objectives (bit i: objectiveIds[i]) whose verification the server answered 200, to audit. */
  accepted: number[];
  /** What users were shown as a failure, by reason. */
  errors: Record<string, number>;
  /** Answers 429 (server at its in-flight limit) that the browser retried by itself after Retry-After. */
  busyRetries: number;
  /** Requests a dead server refused or dropped, sent again to another by the balancer. */
  balancerRetries: number;
  /** Participate answers whose outcome was pending (queued behind a provider's limit), and the polls made. */
  pendingAnswers: number;
  polls: number;
};
