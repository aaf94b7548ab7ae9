import { expect, test } from "vitest";
import { chatEventStream } from "./chat.server.ts";
import { CHAT_ERROR_TEXT } from "./chat-schema.ts";

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

test("a reply becomes delta events followed by done", async () => {
  async function* reply() {
    yield "Trademark ";
    yield "registration";
  }
  expect(await readAll(chatEventStream(reply()))).toBe(
    'data: {"delta":"Trademark "}\n\ndata: {"delta":"registration"}\n\ndata: {"done":true}\n\n',
  );
});

test("a failing reply ends with one error event carrying the SPEC text, and the failure is reported", async () => {
  const errors: unknown[] = [];
  async function* reply() {
    yield "Partly";
    throw new Error("model overloaded");
  }
  const body = await readAll(chatEventStream(reply(), (e) => errors.push(e)));
  expect(body).toBe(`data: {"delta":"Partly"}\n\nevent: error\ndata: ${JSON.stringify({ error: CHAT_ERROR_TEXT })}\n\n`);
  expect(errors).toHaveLength(1);
});

test("when the visitor leaves while a piece is pending, nothing more is written and no failure is reported", async () => {
  const errors: unknown[] = [];
  let release: (() => void) | undefined;
  let finished = false;
  async function* reply() {
    try {
      yield "First";
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      yield "never sent";
    } finally {
      finished = true;
    }
  }
  const reader = chatEventStream(reply(), (e) => errors.push(e)).getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toBe('data: {"delta":"First"}\n\n');
  const pending = reader.read();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const cancelled = reader.cancel();
  release?.();
  await cancelled;
  expect((await pending).done).toBe(true);
  expect(errors).toEqual([]);
  expect(finished).toBe(true);
});
