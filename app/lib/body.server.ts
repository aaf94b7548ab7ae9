import busboy from "busboy";

/**
 * The one place request bodies are read (hardening issue 22, decision 090). Bytes are counted as
 * they arrive, whatever Content-Length says (a chunked body has none), and reading stops at the
 * limit: nothing ever holds more than `maxBytes` of a body in memory. Multipart is parsed while it
 * streams, with limits on parts, fields, field size and file size. Every refusal is a BodyError
 * with a status (400, 413, 415) and a sentence the sender can act on.
 */

export class BodyError extends Error {
  status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

export const BODY_UNREADABLE = "The request could not be read. Please try again.";
export const BODY_TOO_LARGE = "The request is too large.";
export const BODY_HAS_NUL = "The request contains a character we cannot accept (a NUL byte).";

/** The body's chunks, counted as they arrive; stops reading (and drops the connection's body) past maxBytes. */
async function* chunksWithin(request: Request, maxBytes: number, tooLarge: string): AsyncGenerator<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw new BodyError(413, tooLarge);
  }
  if (!request.body) return;
  const reader = request.body.getReader();
  let total = 0;
  let done = false;
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch {
        throw new BodyError(400, BODY_UNREADABLE);
      }
      if (step.done) {
        done = true;
        return;
      }
      total += step.value.byteLength;
      if (total > maxBytes) throw new BodyError(413, tooLarge);
      yield step.value;
    }
  } finally {
    // Stop the sender: the rest of an oversized or abandoned body is never read.
    if (!done) await reader.cancel().catch(() => {});
  }
}

/** The whole body as bytes, at most maxBytes of it (BodyError 413 beyond). */
export async function readBody(request: Request, maxBytes: number, tooLarge = BODY_TOO_LARGE): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksWithin(request, maxBytes, tooLarge)) {
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return body;
}

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** Refuses a field name or value holding a NUL byte: PostgreSQL cannot store one in text. */
export function assertNoNul(form: FormData): FormData {
  for (const [key, value] of form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0"))) throw new BodyError(400, BODY_HAS_NUL);
  }
  return form;
}

export type FormLimits = {
  /** The whole body, in bytes. */
  maxBytes: number;
  /** How many text fields at most. */
  fields?: number;
  /** The longest text field, in bytes. */
  fieldBytes?: number;
  /** How many files at most (0: none accepted). */
  files?: number;
  /** The largest file, in bytes. */
  fileBytes?: number;
  /** The 413 message. */
  tooLarge?: string;
};

/**
 * A urlencoded or multipart form, parsed while it streams (busboy) under `limits`: too many
 * fields, a field or file too long, or a body too large → BodyError 413; not a form → 415; a
 * broken encoding or a NUL byte → 400.
 */
export async function readFormWithin(request: Request, limits: FormLimits): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) throw new BodyError(415, "Please send the form from our website.");
  const tooLarge = limits.tooLarge ?? BODY_TOO_LARGE;
  const form = new FormData();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: {
        fields: limits.fields ?? 50,
        fieldSize: limits.fieldBytes ?? 64 * 1024,
        files: limits.files ?? 0,
        fileSize: limits.fileBytes ?? 0,
        parts: (limits.fields ?? 50) + (limits.files ?? 0),
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    throw new BodyError(400, BODY_UNREADABLE);
  }
  const state: { refusal: BodyError | null } = { refusal: null };
  const refuse = (error: BodyError) => {
    state.refusal ??= error;
  };
  const pending: Promise<void>[] = [];
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) refuse(new BodyError(413, tooLarge));
    else form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    pending.push(
      new Promise<void>((resolve) => {
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("limit", () => refuse(new BodyError(413, tooLarge)));
        stream.on("error", () => resolve());
        stream.on("close", () => {
          form.append(name, new File(chunks as BlobPart[], info.filename ?? "", { type: info.mimeType }));
          resolve();
        });
      }),
    );
  });
  for (const event of ["fieldsLimit", "filesLimit", "partsLimit"] as const)
    parser.on(event, () => refuse(new BodyError(413, tooLarge)));
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => {
      refuse(new BodyError(400, BODY_UNREADABLE));
      resolve();
    });
  });
  try {
    for await (const chunk of chunksWithin(request, limits.maxBytes, tooLarge)) {
      if (state.refusal) break;
      if (!parser.write(chunk)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), finished]);
    }
  } catch (error) {
    parser.destroy();
    throw error;
  }
  if (state.refusal) {
    parser.destroy();
    throw state.refusal;
  }
  parser.end();
  await finished;
  await Promise.all(pending);
  if (state.refusal) throw state.refusal;
  return assertNoNul(form);
}
