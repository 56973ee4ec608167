// The launch simulation's crowd, in a process of its own (never in a server's event loop): each simulated user
// arrives at their moment, does the mission's X actions at the sandbox X, opens the mission page (the mission and
// their participant view), verifies the four objectives one click after another, and polls the participant view
// every STATUS_POLL_INTERVAL_MS, as the web app does, until all four are done. The requests go to the servers in
// turn, as a load balancer deals them; a server that stops answering (the kill -9) is taken out of the rotation and
// the request it refused or dropped is sent to the next one, as a balancer's passive health check does.
// Argument: the plan file (written by bench/launch.ts). Writes the results file named in the plan; prints a summary.
import { readFileSync, writeFileSync } from "node:fs";
import { STATUS_POLL_INTERVAL_MS, VERIFY_BUSY_RETRY_SECONDS } from "@questhq/core";
import type { LaunchPlan, LaunchResults, LaunchUser, RequestKind } from "./plan";

const TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

type Answer = { status: number; body: unknown };

function runCrowd(plan: LaunchPlan): Promise<LaunchResults> {
  const results: LaunchResults = {
    arrivals: [],
    done: [],
    accepted: [],
    latencies: { "mission page": [], "participant view": [], participate: [] },
    errors: {},
    busyRetries: 0,
    balancerRetries: 0,
    pendingAnswers: 0,
    polls: 0,
  };
  const shown = (why: string) => {
    results.errors[why] = (results.errors[why] ?? 0) + 1;
  };
  const deadUntil = new Map<string, number>();
  let turn = 0;

  /** The next live server in turn (a dead one is tried again after 5 s, as a balancer's health check would). */
  const pick = () => {
    for (let i = 0; i < plan.backends.length; i++) {
      const b = plan.backends[turn++ % plan.backends.length]!;
      if ((deadUntil.get(b) ?? 0) <= Date.now()) return b;
    }
    return plan.backends[turn++ % plan.backends.length]!;
  };

  /** One user-facing request through the balancer; its latency counts from the first try to the final answer. */
  async function call(kind: RequestKind, user: LaunchUser, path: string, body?: unknown): Promise<Answer | null> {
    const started = performance.now();
    for (let attempt = 0; attempt < plan.backends.length + 1; attempt++) {
      const backend = pick();
      try {
        const res = await fetch(`${backend}${path}`, {
          method: body === undefined ? "GET" : "POST",
          headers: {
            cookie: user.cookie,
            "x-forwarded-for": user.ip,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await res.text();
        results.latencies[kind].push(performance.now() - started);
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: kept as text for the error count
        }
        return { status: res.status, body: parsed };
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
        // A timeout is the server being slow, not gone: the user sees it.
        if (code === "TimeoutError") break;
        deadUntil.set(backend, Date.now() + 5000);
        results.balancerRetries += 1;
      }
    }
    results.latencies[kind].push(performance.now() - started);
    return null;
  }

  type Progress = { objective: string; status: string; message: string | null };
  const doneIn = (view: { objectives?: Progress[] } | undefined) =>
    new Set((view?.objectives ?? []).filter((o) => o.status === "completed").map((o) => o.objective));

  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${plan.fakesUrl}/twitter/__control/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox X ${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };

  async function arrive(n: number) {
    const user = plan.users[n]!;
    await sleep(plan.startAt + n * plan.spacingMs - Date.now());
    const arrival = Date.now() - plan.startAt;
    results.arrivals[n] = arrival;
    results.done[n] = null;
    results.accepted[n] = 0;
    // The X actions, at X (not our product: not timed). The following list is the user's own; the post's likers and
    // retweeters are the crowd's, most recent first.
    await Promise.all([
      control("follow", { user_id: user.twitterId, target_user_id: plan.brandId }),
      control("like", { user_id: user.twitterId, tweet_id: plan.tweetId }),
      control("retweet", { user_id: user.twitterId, tweet_id: plan.tweetId }),
    ]);
    const base = `/api/v1/missions/${plan.missionId}`;
    const [page, view] = await Promise.all([
      call("mission page", user, base),
      call("participant view", user, `${base}/participant`),
    ]);
    if (page?.status !== 200 || view?.status !== 200) {
      shown(`mission page ${page?.status ?? "no answer"} / participant ${view?.status ?? "no answer"}`);
      return;
    }
    let completed = new Set<string>();
    for (const [i, objective] of plan.objectiveIds.entries()) {
      // The web app sends a verification refused for load again after Retry-After, up to 3 tries (retry-when-busy).
      let answer: Answer | null = null;
      for (let tries = 1; tries <= 3; tries++) {
        answer = await call("participate", user, `${base}/participate`, { objective_id: objective });
        if (answer?.status !== 429 || tries === 3) break;
        results.busyRetries += 1;
        await sleep(VERIFY_BUSY_RETRY_SECONDS * 1000);
      }
      if (answer?.status !== 200) {
        shown(`participate ${answer?.status ?? "no answer"}`);
        continue;
      }
      results.accepted[n]! |= 1 << i;
      const data = (answer.body as { data: { outcome: string; message: string | null; participant: never } }).data;
      if (data.outcome === "pending") results.pendingAnswers += 1;
      else if (data.outcome !== "completed") shown(`participate ${data.outcome}: ${data.message}`);
      completed = doneIn(data.participant);
    }
    // The page polls while anything is pending, until everything is done.
    const giveUp = plan.startAt + arrival + plan.giveUpMs;
    while (!plan.objectiveIds.every((id) => completed.has(id))) {
      if (Date.now() >= giveUp) {
        shown("still waiting when the user gave up");
        return;
      }
      await sleep(STATUS_POLL_INTERVAL_MS);
      results.polls += 1;
      const polled = await call("participant view", user, `${base}/participant`);
      if (polled?.status !== 200) {
        shown(`participant view ${polled?.status ?? "no answer"}`);
        continue;
      }
      completed = doneIn((polled.body as { data: { objectives: Progress[] } }).data);
    }
    results.done[n] = Date.now() - plan.startAt;
  }

  return Promise.all(
    plan.users.map((_, n) =>
      arrive(n).catch((err: Error) => {
        shown(`simulation: ${err.message}`);
      }),
    ),
  ).then(() => results);
}

const plan = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as LaunchPlan;
// The clock starts once this process is up (its start-up is not the launch's), and the coordinator is told when.
plan.startAt = Date.now() + 1000;
process.stdout.write(`${JSON.stringify({ startAt: plan.startAt })}\n`);
const results = await runCrowd(plan);
writeFileSync(plan.resultsFile, JSON.stringify(results));
const finished = results.done.filter((d) => d !== null).length;
process.stdout.write(`${JSON.stringify({ users: plan.users.length, finished })}\n`);
