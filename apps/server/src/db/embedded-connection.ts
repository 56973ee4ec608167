import { Duplex } from "node:stream";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";

// The server's side of the embedded database's thread (embedded-worker.mjs): it starts the thread and hands
// node-postgres a socket for each connection, a MessagePort that carries the PostgreSQL wire protocol to PGlite. So the
// embedded database is used exactly as a PostgreSQL server is (pg.Pool, drizzle's node-postgres driver), and a port
// never leaves the process: there is no TCP port or socket file that another local user could connect to.

export type EmbeddedEngine = {
  /** A new session's socket, for node-postgres's `stream` option. */
  connect(): Duplex;
  /** Ends the sessions, closes PGlite (its data folder is then free) and waits for the thread to end. */
  close(): Promise<void>;
};

type FromWorker = { type: "ready" } | { type: "failed"; message: string } | { type: "closed"; message?: string };

/** The worker's thread answers `close` within this; past it, the thread is stopped (the process is ending anyway). */
const CLOSE_TIMEOUT_MS = 10_000;

/** node-postgres's socket over a MessagePort: what it writes goes to the worker, what the worker answers is read. */
class PortSocket extends Duplex {
  private queued: Uint8Array[] = [];
  private queuedBytes = 0;

  /** `port` null: the thread has stopped, for the reason given, and the connection fails at once. */
  constructor(
    private readonly port: MessagePort | null,
    private readonly stoppedBecause = "",
  ) {
    // When the worker ends the session, the writable side ends too and the socket closes, as a TCP socket would.
    super({ allowHalfOpen: false });
    port?.on("message", (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    port?.on("close", () => this.push(null));
  }

  /** node-postgres calls what net.Socket has; there is no address to reach, the port is already connected. */
  connect(): this {
    process.nextTick(() => {
      if (this.port) this.emit("connect");
      else this.destroy(new Error(`the embedded database has stopped: ${this.stoppedBecause}`));
    });
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    this.port?.ref();
    return this;
  }
  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // node-postgres writes a query as several messages in one go (Parse, Bind, Describe, Execute, Sync): they leave
    // together, one message for the worker instead of five.
    this.queued.push(chunk);
    this.queuedBytes += chunk.byteLength;
    if (this.queued.length === 1) process.nextTick(() => this.flush());
    callback();
  }

  private flush(): void {
    if (this.queued.length === 0 || !this.port) return;
    // Its own ArrayBuffer (node-postgres's buffers may be slices of a shared pool), moved to the worker, not copied.
    const bytes = new Uint8Array(new ArrayBuffer(this.queuedBytes));
    let at = 0;
    for (const chunk of this.queued) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    this.queued = [];
    this.queuedBytes = 0;
    this.port.postMessage(bytes, [bytes.buffer]);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.port?.close();
    callback(error);
  }
}

/**
 * Starts PGlite on its own thread, on `location` (a folder, or memory://) or on `dump` (a data folder dumped by
 * PGlite). Resolves once PGlite is open; rejects with PGlite's own reason when it cannot open.
 */
export async function startEmbeddedEngine(location: string, dump?: Blob): Promise<EmbeddedEngine> {
  const bytes = dump ? new Uint8Array(await dump.arrayBuffer()) : undefined;
  const worker = new Worker(new URL("./embedded-worker.mjs", import.meta.url), {
    workerData: { location, dump: bytes },
    transferList: bytes ? [bytes.buffer] : [],
  });
  let stopped: string | null = null;
  let closed: ((message?: string) => void) | null = null;
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));

  await new Promise<void>((resolve, reject) => {
    // A failure is told once the thread has ended, so that nothing of it outlives the rejection.
    let failure: Error | null = null;
    const onMessage = (message: FromWorker) => {
      if (message.type === "ready") resolve();
      else if (message.type === "failed") failure = new Error(message.message);
    };
    worker.on("message", onMessage);
    worker.once("error", (err) => {
      failure = err;
    });
    void exited.then((code) =>
      reject(failure ?? new Error(`the embedded database's thread ended (exit code ${code})`)),
    );
  });

  worker.on("message", (message: FromWorker) => {
    if (message.type === "closed") closed?.(message.message);
  });
  worker.on("error", (err) => {
    // An error PGlite's thread did not catch: its sessions are gone, and every later connection fails with it.
    stopped = err.message;
    console.error("embedded database: its thread failed", err);
  });
  void exited.then((code) => {
    stopped ??= `the embedded database's thread ended (exit code ${code})`;
  });

  return {
    connect() {
      if (stopped) return new PortSocket(null, stopped);
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ type: "connect", port: port2 }, [port2]);
      return new PortSocket(port1);
    },
    async close() {
      if (stopped) return;
      const done = new Promise<string | undefined>((resolve) => {
        closed = resolve;
      });
      worker.postMessage({ type: "close" });
      const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      const failure = await Promise.race([done, exited.then(() => "the thread ended before PGlite closed")]);
      await exited;
      clearTimeout(timer);
      stopped = "the embedded database is closed";
      if (failure) throw new Error(`closing the embedded database: ${failure}`);
    },
  };
}
