import { createServer, type AddressInfo, type Socket } from "node:net";

// A real SMTP server on a local port for mail tests (nodemailer speaks to it over TCP as to any relay): it keeps
// every message it is given and either accepts it or, like a relay that is down for mail, refuses it at the end of
// DATA with a permanent failure. No TLS and no AUTH are offered, so the client sends in the clear.

export type SunkMail = { from: string; to: string[]; data: string; isAccepted: boolean };
export type SmtpSink = { url: string; mails: SunkMail[]; close(): Promise<void> };

export async function startSmtpSink(opts: { refuse?: boolean } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: "", to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink.test ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          // Transparency (RFC 5321 section 4.5.2): a line the client began with "." was sent with one more.
          const data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ ...envelope, data, isAccepted: !opts.refuse });
          envelope = { from: "", to: [] };
          reply(opts.refuse ? "554 5.3.0 Transaction failed" : "250 2.0.0 Queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-sink.test\r\n250 8BITMIME\r\n");
        else if (verb === "HELO" || verb === "RSET" || verb === "NOOP") reply("250 OK");
        else if (verb === "MAIL") {
          envelope.from = line.replace(/^MAIL FROM:\s*/i, "");
          reply("250 OK");
        } else if (verb === "RCPT") {
          envelope.to.push(line.replace(/^RCPT TO:\s*/i, "").replace(/[<>]/g, ""));
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("502 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
