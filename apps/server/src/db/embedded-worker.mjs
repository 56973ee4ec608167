// The embedded database's own thread (docs/ARCHITECTURE.md, "Data"). PGlite is PostgreSQL compiled to WebAssembly: a
// statement runs synchronously from start to end, so on the server's thread every query would stop request parsing
// and answers for its whole length. Here it runs beside them, on the machine's other core.
//
// The server talks to it in PostgreSQL's own wire protocol, through node-postgres (embedded-connection.ts): the bytes
// node-postgres writes arrive on a MessagePort and go to PGlite as they are, and PGlite's answer goes back the same
// way. One session at a time (PGlite is one backend, so two clients would share prepared statements and transactions):
// the server's pool holds one connection, and a new connection ends the one before it and starts from a clean session.
//
// Plain JavaScript, like bench/load.mjs: a worker thread is a fresh module graph that node loads without a transpiler,
// the same file from the sources (tsx, vitest) and from the compiled server.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** @type {{ location: string, dump: Uint8Array | undefined }} */
const { location, dump } = workerData;
const port = parentPort;
if (!port) throw new Error("embedded-worker.mjs runs as a worker thread");

/** The message that starts a session has no type byte: its length, then this code (protocol 3.0). */
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'

/** @type {PGlite} Everything below the open runs only once it succeeded. */
let db;
let isOpen = false;
try {
  db = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: dump ? new Blob([dump]) : undefined });
  isOpen = true;
} catch (err) {
  // The server reports it (main.ts names DATA_DIR). Nothing listens on the port then, so this thread ends.
  port.postMessage({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  port.close();
}

// Every use of PGlite, one after the other: a session's statements, resetting a session, closing.
let turn = Promise.resolve();
/** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
function inTurn(work) {
  const run = turn.then(work);
  turn = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/** @type {Session | null} */
let current = null;
let sessions = 0;
let closing = false;

class Session {
  /** @param {MessagePort} channel */
  constructor(channel) {
    this.channel = channel;
    /** @type {Uint8Array} */
    this.pending = new Uint8Array(0);
    this.started = false;
    this.ended = false;
    channel.on("message", (/** @type {Uint8Array} */ chunk) => this.receive(chunk));
    channel.on("close", () => this.end());
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.channel.close();
  }

  /** @param {Uint8Array} chunk */
  receive(chunk) {
    if (this.ended) return;
    this.pending = this.pending.length === 0 ? chunk : concat([this.pending, chunk]);
    const view = new DataView(this.pending.buffer, this.pending.byteOffset, this.pending.byteLength);
    if (!this.started) {
      if (view.byteLength < 8) return;
      const length = view.getInt32(0);
      if (view.byteLength < length) return;
      const code = view.getInt32(4);
      const startup = this.pending.subarray(0, length);
      this.pending = this.pending.subarray(length);
      this.started = true;
      // Not a session: a cancel request (node-postgres sends one only when asked, and PGlite has no second backend to
      // take it) or an SSL request (never asked for on this connection).
      if (code !== PROTOCOL_3) return this.end();
      this.run(startup);
      if (this.pending.length > 0) this.receive(new Uint8Array(0));
      return;
    }
    // The complete messages, each a type byte and a length that counts itself; a partial one waits for its rest.
    let complete = 0;
    while (complete + 5 <= view.byteLength) {
      if (this.pending[complete] === TERMINATE) {
        if (complete > 0) this.run(this.pending.subarray(0, complete));
        // Terminate ends the session here: inside PGlite it would end the one backend.
        return this.end();
      }
      const length = 1 + view.getInt32(complete + 1);
      if (complete + length > view.byteLength) break;
      complete += length;
    }
    if (complete === 0) return;
    const batch = this.pending.subarray(0, complete);
    this.pending = this.pending.subarray(complete);
    this.run(batch);
  }

  /** @param {Uint8Array} messages */
  run(messages) {
    inTurn(async () => {
      if (this.ended || closing) return;
      if (current !== this) await this.takeOver();
      /** @type {Uint8Array[]} */
      const answer = [];
      // The callback's bytes are a view of PGlite's memory, reused by the next call: keep a copy.
      await db.execProtocolRawStream(messages, { onRawData: (data) => void answer.push(data.slice()) });
      if (this.ended) return;
      const bytes = concat(answer);
      this.channel.postMessage(bytes, [bytes.buffer]);
    }).catch((err) => {
      // Not an SQL error (those are answers in the protocol): PGlite itself failed. The client sees its connection
      // end and opens another, which starts from a reset session.
      console.error("embedded database: a statement failed inside PGlite", err);
      this.end();
    });
  }

  /** Starts this session on a clean backend: what the previous client left open or prepared is gone. */
  async takeOver() {
    current?.end();
    current = this;
    sessions += 1;
    if (sessions === 1) return;
    if (db.isInTransaction()) await db.exec("ROLLBACK");
    await db.exec("DISCARD ALL");
  }
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let size = 0;
  for (const p of parts) size += p.byteLength;
  // Its own ArrayBuffer, so that posting it moves the memory instead of copying it.
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

if (isOpen) {
  port.on("message", (/** @type {{ type: "connect", port: MessagePort } | { type: "close" }} */ message) => {
    if (message.type === "connect") {
      if (closing) message.port.close();
      else new Session(message.port);
      return;
    }
    closing = true;
    inTurn(async () => {
      current?.end();
      // Closing writes what is left and removes postmaster.pid: the data folder is free for a backup or restore.
      await db.close();
    }).then(
      () => {
        port.postMessage({ type: "closed" });
        port.close();
      },
      (err) => {
        port.postMessage({ type: "closed", message: err instanceof Error ? err.message : String(err) });
        port.close();
      },
    );
  });
  port.postMessage({ type: "ready" });
}
