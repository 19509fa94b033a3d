import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A test SMTP server on a free 127.0.0.1 port that keeps every message it receives, decoded
 * (MIME parts joined, quoted-printable and base64 undone), for e2e tests that check e-mails.
 */
export type Mail = {
  to: string[];
  raw: string;
  /** The headers, folded lines joined. */
  headers: string;
  /** Every text part (plain and HTML), transfer encoding undone. */
  body: string;
};

export type Smtp = { port: number; messages: Mail[]; close(): Promise<void> };

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded text of a MIME entity and of all its parts. */
function mimeText(entity: string): { headers: string; body: string } {
  const split = /\r?\n\r?\n/.exec(entity);
  const head = split ? entity.slice(0, split.index) : entity;
  const rest = split ? entity.slice(split.index + split[0].length) : "";
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const parts = rest.split(`--${boundary}`).slice(1);
    const bodies: string[] = [];
    for (const part of parts) {
      if (part.startsWith("--")) break;
      bodies.push(mimeText(part.replace(/^\r?\n/, "")).body);
    }
    return { headers, body: bodies.join("\n") };
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(rest)
        : rest;
  return { headers, body };
}

export async function startSmtp(): Promise<Smtp> {
  const messages: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...mimeText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
