// Child process of bench/webhooks.ts: asks the target for `count` changes at `rate` a second, each in its own
// request, paced by the clock (not by the answers), so a slow answer does not slow the arrival rate. Prints one JSON
// line: how many were asked for and how many the target accepted.
import http from "node:http";

const { port, count, rate } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const started = performance.now();
let accepted = 0;
const pending = [];
for (let seq = 0; seq < count; seq++) {
  const due = started + (seq * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(
    new Promise((resolve) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/__bench/emit",
          method: "POST",
          agent,
          headers: { "content-type": "application/json" },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) accepted++;
            resolve();
          });
        },
      );
      req.on("error", () => resolve());
      req.end(JSON.stringify({ seq }));
    }),
  );
}
await Promise.all(pending);
console.log(JSON.stringify({ asked: count, accepted, seconds: (performance.now() - started) / 1000 }));
agent.destroy();
