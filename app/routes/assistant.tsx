import { data } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { answerAssistantForm } from "#app/features/assistant/assistant-page.server.ts";
import { ChatMarkdown } from "#app/features/assistant/chat-markdown.tsx";
import { GREETING_TEXT, MAX_MESSAGE_CHARS } from "#app/features/assistant/chat-schema.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/assistant";

/** The chat panel is chattier than a form: the same per-minute budget as /api/chat. */
const CHAT_RATE_FACTOR = 2;

/** /assistant: the AI assistant as a plain page that answers by form post (decision 134). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("/assistant needs the server context");
  const limit = await hitRateLimit(ctx.db, `chat:${ctx.ip}`, ctx.config.rateLimitPerMinute * CHAT_RATE_FACTOR, 60);
  if (!limit.ok)
    return data(
      { ok: false as const, message: "You are sending messages too quickly. Please wait a moment.", conversation: [], draft: "" },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  const result = await answerAssistantForm({ config: ctx.config, content: ctx.content, signal: request.signal }, request);
  return result.ok ? result : data(result, { status: result.status });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta = () => [{ title: "Ask our assistant | Nyayik" }, { name: "robots", content: "noindex" }];

export default function AssistantRoute({ actionData }: Route.ComponentProps) {
  const conversation = actionData?.conversation ?? [];
  const failed = actionData && !actionData.ok ? actionData : null;
  const error = failed?.message ?? null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Ask our assistant</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        An automated assistant that answers from our guides and prices. For advice on your own case,{" "}
        <a className="underline" href="/book-a-call">
          book a free call
        </a>
        .
      </p>
      <ol className="mt-6 space-y-3" aria-label="Conversation">
        <li className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <ChatMarkdown text={GREETING_TEXT} />
        </li>
        {conversation.map((turn, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a conversation's turns never reorder.
            key={i}
            className={
              turn.role === "user"
                ? "ml-8 rounded-xl bg-brand-700 p-3 text-white dark:bg-brand-300 dark:text-slate-950"
                : "mr-8 rounded-xl bg-slate-100 p-3 dark:bg-slate-800"
            }
          >
            <span className="sr-only">{turn.role === "user" ? "You: " : "Assistant: "}</span>
            {turn.role === "user" ? <p className="whitespace-pre-wrap">{turn.text}</p> : <ChatMarkdown text={turn.text} />}
          </li>
        ))}
      </ol>
      <form method="post" action="/assistant" className="mt-6 space-y-3">
        {conversation.map((turn, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i} hidden>
            <input type="hidden" name="role" value={turn.role} />
            <input type="hidden" name="text" value={turn.text} />
          </span>
        ))}
        <label htmlFor="assistant-message" className="block font-medium text-slate-900 dark:text-white">
          Your question
        </label>
        <textarea
          id="assistant-message"
          name="message"
          required
          rows={3}
          maxLength={MAX_MESSAGE_CHARS}
          defaultValue={failed?.draft ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "assistant-error" : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        {error ? (
          <p id="assistant-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <button type="submit" className={buttonClass()}>
          Send
        </button>
      </form>
    </div>
  );
}
