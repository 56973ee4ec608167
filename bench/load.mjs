// The load generator of `npm run bench`, in a process of its own: it must not share an event loop (or a core's
// time slices inside one process) with the server it measures. Plain JavaScript, so it starts without a transpiler.
// Argument: JSON { url, connections, duration, headers, method?, body? }. Prints one JSON line with the figures.
import autocannon from "autocannon";

const { url, connections, duration, headers, method, body } = JSON.parse(process.argv[2]);
const r = await autocannon({ url, connections, duration, headers, method: method ?? "GET", body });
console.log(
  JSON.stringify({
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  }),
);
