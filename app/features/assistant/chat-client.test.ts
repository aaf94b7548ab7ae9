import { expect, test } from "vitest";
import { ChatFailure, historyForRequest, readChatEvents } from "./chat-client.ts";

function body(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

test("deltas are delivered in order, even when an event is split across chunks", async () => {
  const pieces: string[] = [];
  await readChatEvents(body('data: {"delta":"Hel', 'lo"}\n\ndata: {"delta":" ₹999"}\n\n', 'data: {"done":true}\n\n'), (t) =>
    pieces.push(t),
  );
  expect(pieces).toEqual(["Hello", " ₹999"]);
});

test("an error event or a stream that ends without done is a failure", async () => {
  await expect(
    readChatEvents(body('data: {"delta":"a"}\n\nevent: error\ndata: {"error":"x"}\n\n'), () => {}),
  ).rejects.toBeInstanceOf(ChatFailure);
  await expect(readChatEvents(body('data: {"delta":"a"}\n\n'), () => {})).rejects.toBeInstanceOf(ChatFailure);
});

test("the history sent to the server keeps the last 20 turns and drops empty ones", () => {
  const turns = Array.from({ length: 25 }, (_, i) => ({ role: i % 2 ? ("bot" as const) : ("user" as const), text: `t${i}` }));
  const history = historyForRequest([...turns, { role: "bot", text: "" }]);
  expect(history).toHaveLength(20);
  expect(history[0]?.text).toBe("t5");
});
