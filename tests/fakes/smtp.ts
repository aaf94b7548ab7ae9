import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP listener on 127.0.0.1 (the smtp-server package) that keeps what it receives in memory,
 * parsed enough to assert on: recipients, subject, text and attachments. It also lists the messages
 * over HTTP (GET /messages) for end-to-end tests, can refuse the next messages with an SMTP code,
 * and can go down and come back on the same port.
 */

export type ReceivedMail = {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  /** The top-level headers, names lower-cased, folded lines joined (e.g. "list-unsubscribe"). */
  headers: Record<string, string>;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

export type FakeSmtp = {
  port: number;
  /** For SMTP_URL. */
  url: string;
  /** GET {httpUrl}/messages lists what was received. */
  httpUrl: string;
  messages: ReceivedMail[];
  /** Paths the HTTP side did not know; a test asserts it stays empty. */
  unexpected: string[];
  /** The next `times` messages are refused with this reply (e.g. 451 temporary, 550 permanent). */
  failNext: (code: number, text?: string, times?: number) => void;
  /** Stops listening (connections are refused) until `up()`. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  /** Resolves when `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
  [Symbol.asyncDispose]: () => Promise<void>;
};

export async function startFakeSmtp({
  port = 0,
  httpPort: httpListenPort = 0,
}: {
  port?: number;
  httpPort?: number;
} = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const unexpected: string[] = [];
  const failures: { code: number; text: string }[] = [];
  const waiters = new Set<() => void>();

  const makeServer = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const failure = failures.shift();
          if (failure) {
            callback(Object.assign(new Error(failure.text), { responseCode: failure.code }));
            return;
          }
          const envelope = session.envelope;
          messages.push(
            parseMail(
              Buffer.concat(chunks).toString("latin1"),
              envelope.mailFrom ? envelope.mailFrom.address : "",
              envelope.rcptTo.map((r) => r.address),
            ),
          );
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
    // A client that vanishes mid-session (an instance killed by the drill) is a closed connection,
    // not a crash of the fake: smtp-server re-emits socket errors on the server.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") unexpected.push(`smtp error: ${error.message}`);
    });
    return server;
  };

  let smtp = makeServer();
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      const net = smtp.listen(p, "127.0.0.1", () => resolve((net.address() as AddressInfo).port));
      net.once("error", reject);
    });
  const smtpPort = await listen(port);

  const http: Server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/messages") {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          messages.map((m) => ({
            ...m,
            attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
          })),
        ),
      );
      return;
    }
    unexpected.push(`${req.method} ${req.url}`);
    res.statusCode = 501;
    res.end("not implemented by the fake");
  });
  await new Promise<void>((resolve) => http.listen(httpListenPort, "127.0.0.1", resolve));
  const httpPort = (http.address() as AddressInfo).port;

  let running = true;
  const down = async () => {
    if (!running) return;
    running = false;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
  const close = async () => {
    await down();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
  return {
    port: smtpPort,
    url: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    messages,
    unexpected,
    failNext(code, text = "Temporary failure, try again later", times = 1) {
      for (let i = 0; i < times; i++) failures.push({ code, text });
    },
    down,
    async up() {
      if (running) return;
      smtp = makeServer();
      await listen(smtpPort);
      running = true;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake SMTP: expected ${count} messages, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

// --- A small MIME reader: enough for what nodemailer writes (multipart, base64, quoted-printable, RFC 2047/2231). ---

function splitHeadBody(raw: string): [string, string] {
  const i = raw.indexOf("\r\n\r\n");
  return i < 0 ? [raw, ""] : [raw.slice(0, i), raw.slice(i + 4)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function bytesToText(bytes: Buffer, charset = "utf-8") {
  return new TextDecoder(charset.toLowerCase()).decode(bytes);
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
export function decodeWords(value: string): string {
  // Header bytes were read as latin1; undo that first for raw (SMTPUTF8) UTF-8 headers.
  const raw = /[\u0080-\u00ff]/.test(value) ? bytesToText(Buffer.from(value, "latin1")) : value;
  const joined = raw.replace(/(\?=)\s+(=\?)/g, "$1$2");
  return joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, text: string) => {
    const bytes = encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : decodeQuotedPrintable(text.replace(/_/g, " "));
    return bytesToText(bytes, charset);
  });
}

function headerParam(value: string, name: string): string | undefined {
  const extended = new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;]*)`, "i").exec(value);
  if (extended) return bytesToText(decodeQuotedPrintable((extended[2] ?? "").replace(/%/g, "=")), extended[1] || "utf-8");
  const plain = new RegExp(`;\\s*${name}=("([^"]*)"|[^;]*)`, "i").exec(value);
  if (!plain) return undefined;
  return decodeWords((plain[2] ?? plain[1] ?? "").trim());
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64");
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, "latin1");
  }
}

type Leaf = { headers: Map<string, string>; body: string };

function leaves(raw: string): Leaf[] {
  const [head, body] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  const type = headers.get("content-type") ?? "text/plain";
  if (/^multipart\//i.test(type)) {
    const boundary = headerParam(type, "boundary");
    if (!boundary) return [];
    const parts = body.split(`--${boundary}`).slice(1);
    return parts.filter((p) => !p.startsWith("--")).flatMap((p) => leaves(p.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  return [{ headers, body }];
}

function address(value: string | undefined) {
  if (!value) return "";
  return decodeWords(/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const headers = parseHeaders(splitHeadBody(raw)[0]);
  let text = "";
  const attachments: ReceivedMail["attachments"] = [];
  for (const leaf of leaves(raw)) {
    const type = leaf.headers.get("content-type") ?? "text/plain";
    const disposition = leaf.headers.get("content-disposition") ?? "";
    const filename = headerParam(disposition, "filename") ?? headerParam(type, "name");
    const content = decodeBody(leaf.body, leaf.headers.get("content-transfer-encoding"));
    if (/^attachment/i.test(disposition) || filename) {
      attachments.push({ filename: filename ?? "attachment", contentType: type.split(";")[0]?.trim() ?? "", content });
    } else if (/^text\/plain/i.test(type) && !text) {
      text = bytesToText(content, headerParam(type, "charset") ?? "utf-8").replace(/\r\n/g, "\n");
    }
  }
  return {
    messageId: headers.get("message-id") ?? "",
    from,
    to,
    subject: decodeWords(headers.get("subject") ?? ""),
    replyTo: address(headers.get("reply-to")),
    headers: Object.fromEntries(headers),
    text,
    attachments,
  };
}
