import net from "node:net";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The body as its reader sees it (quoted-printable or base64 undone). */
  text: string;
}

/** A message's body, decoded as its Content-Transfer-Encoding says. */
function bodyText(message: string): string {
  const split = message.indexOf("\r\n\r\n");
  const headers = split === -1 ? message : message.slice(0, split);
  const body = (split === -1 ? "" : message.slice(split + 4)).replace(/^\.\./gm, ".");
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

export interface SmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Recipients this server turns away with a temporary failure (a full mailbox, say). */
  refused: Set<string>;
  close(): Promise<void>;
}

/**
 * A mail server on this machine speaking just enough SMTP for nodemailer: it keeps what it
 * receives and answers 450 to the recipients in `refused`.
 */
export async function startSmtpServer({ onMail }: { onMail?: (mail: ReceivedMail) => void } = {}): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { to: recipients, subject: /^Subject: (.*)$/m.exec(message)?.[1]?.trim() ?? "", text: bodyText(message) };
          received.push(mail);
          onMail?.(mail);
          recipients = [];
          reply("250 OK");
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 localhost");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? "";
          if (refused.has(address)) reply("450 Mailbox unavailable");
          else {
            recipients.push(address);
            reply("250 OK");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
