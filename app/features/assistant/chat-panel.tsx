import { type FormEvent, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
// Hindi replies: a Devanagari face, loaded with this (lazy) panel and only when Devanagari text shows.
import "@fontsource/noto-sans-devanagari/400.css";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { errorTextClass, Field, inputClass } from "#app/features/leads/form-ui.tsx";
import { sendChatMessage } from "./chat-client.ts";
import { ChatMarkdown } from "./chat-markdown.tsx";
import {
  CHAT_ERROR_TEXT,
  type ChatTurn,
  GREETING_TEXT,
  type HandoffTurn,
  isBlankMessage,
  MAX_MESSAGE_CHARS,
  THINKING_TEXT,
} from "./chat-schema.ts";

/**
 * The chat panel (loaded on first open, so none of this is in the initial bundle): a non-modal
 * dialog with the conversation, the message box and the 'Talk to an expert' hand-off form.
 * The conversation lives in sessionStorage, so it survives page changes within the visit.
 */

export const STORAGE_KEY = "nyayik-chat";
type Message = HandoffTurn & { failed?: boolean };

function loadConversation(): Message[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (m): m is Message =>
        typeof m === "object" && m !== null && (m.role === "user" || m.role === "bot") && typeof m.text === "string",
    );
  } catch {
    return [];
  }
}

function saveConversation(messages: Message[]) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-60)));
  } catch {
    // Storage full or disabled: the conversation still works for this page.
  }
}

export function ChatPanel({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const inputId = useId();
  const [messages, setMessages] = useState<Message[]>(loadConversation);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const [view, setView] = useState<"chat" | "handoff">("chat");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => saveConversation(messages), [messages]);

  // Focus the message box each time the panel opens.
  useEffect(() => {
    if (open && view === "chat") inputRef.current?.focus();
  }, [open, view]);

  // Keep the newest words in view while a reply streams in.
  const lastText = messages.at(-1)?.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last message grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastText, messages.length, pending]);

  function close() {
    onClose();
    returnFocusTo.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (pending || isBlankMessage(draft)) return;
    const text = draft.trim();
    const history: ChatTurn[] = messages.filter((m) => !m.failed).map(({ role, text: t }) => ({ role, text: t }));
    setMessages((current) => [...current, { role: "user", text }, { role: "bot", text: "" }]);
    setDraft("");
    setPending(true);
    const appendToReply = (piece: string) =>
      setMessages((current) => {
        const last = current.at(-1);
        if (last?.role !== "bot") return current;
        return [...current.slice(0, -1), { ...last, text: last.text + piece }];
      });
    try {
      const sig = await sendChatMessage(text, history, appendToReply);
      // The server's signature of the reply: a hand-off shows staff it is the assistant's own words.
      if (sig)
        setMessages((current) => current.map((m, i) => (i === current.length - 1 && m.role === "bot" ? { ...m, sig } : m)));
    } catch {
      // SPEC §8: any failure shows exactly this message in place of the reply.
      setMessages((current) => [...current.slice(0, -1), { role: "bot", text: CHAT_ERROR_TEXT, failed: true }]);
    } finally {
      setPending(false);
    }
  }

  const transcript: HandoffTurn[] = messages
    .filter((m) => !m.failed && m.text)
    .map(({ role, text, sig }) => (sig ? { role, text, sig } : { role, text }));
  const waiting = pending && messages.at(-1)?.role === "bot" && messages.at(-1)?.text === "";

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      style={{ fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" }}
      className="fixed right-2 bottom-[calc(5.5rem+var(--cookie-banner-height,0px))] left-2 z-40 flex max-h-[calc(100dvh-13rem-var(--cookie-banner-height,0px))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-800 shadow-2xl sm:left-auto sm:w-[26rem] sm:max-h-[min(40rem,calc(100dvh-13rem-var(--cookie-banner-height,0px)))] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-2 bg-brand-800 px-4 py-3 text-white dark:bg-brand-900">
        <div>
          <h2 id={titleId} className="font-bold">
            Nyayik Assistant
          </h2>
          <p className="text-xs text-brand-100">AI answers from our guides · general information, not legal advice</p>
        </div>
        <button type="button" onClick={close} aria-label="Close assistant" className="rounded-full p-1.5 hover:bg-white/15">
          <Icon name="x" />
        </button>
      </div>

      {view === "chat" ? (
        <>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-busy={pending}
            aria-label="Conversation"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls, and a reply still streaming has no link yet; the region itself must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Bubble from="bot">
              <p>{GREETING_TEXT}</p>
            </Bubble>
            {messages.map((m, i) =>
              m.role === "bot" && m.text === "" ? null : (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended
                <Bubble key={i} from={m.role}>
                  {m.role === "user" ? (
                    <p className="whitespace-pre-wrap">{m.text}</p>
                  ) : m.failed ? (
                    <p role="alert">{m.text}</p>
                  ) : (
                    <ChatMarkdown text={m.text} />
                  )}
                </Bubble>
              ),
            )}
            {waiting ? (
              <Bubble from="bot">
                <p className="italic text-slate-600 dark:text-slate-300">{THINKING_TEXT}</p>
              </Bubble>
            ) : null}
          </div>
          <div className="border-t border-slate-200 px-3 pt-2 pb-3 dark:border-slate-700">
            <button
              type="button"
              onClick={() => setView("handoff")}
              className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-slate-950 hover:bg-accent-300"
            >
              <Icon name="headset" className="size-4" />
              Talk to an expert
            </button>
            <form onSubmit={send} className="flex items-end gap-2">
              <label htmlFor={inputId} className="sr-only">
                Your message
              </label>
              <textarea
                id={inputId}
                ref={inputRef}
                rows={2}
                value={draft}
                maxLength={MAX_MESSAGE_CHARS}
                placeholder="Ask about fees, documents, timelines…"
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) void send(e);
                }}
                className={`${inputClass} max-h-32 min-h-10 resize-none text-sm`}
              />
              <Button type="submit" size="icon" aria-label="Send message" disabled={pending} className="shrink-0">
                <Icon name="send" />
              </Button>
            </form>
            {draft.length > MAX_MESSAGE_CHARS - 200 ? (
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {draft.length.toLocaleString("en-IN")} / {MAX_MESSAGE_CHARS.toLocaleString("en-IN")} characters
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <HandoffForm transcript={transcript} onBack={() => setView("chat")} />
      )}
    </div>
  );
}

function Bubble({ from, children }: { from: ChatTurn["role"]; children: ReactNode }) {
  return from === "user" ? (
    <div className="ml-8 rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-white dark:bg-brand-600">
      <span className="sr-only">You said: </span>
      {children}
    </div>
  ) : (
    <div className="mr-6 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <span className="sr-only">Assistant: </span>
      {children}
    </div>
  );
}

type HandoffState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; name: string }
  | { kind: "error"; message: string; fieldErrors: Record<string, string> };

function HandoffForm({ transcript, onBack }: { transcript: HandoffTurn[]; onBack: () => void }) {
  const [state, setState] = useState<HandoffState>({ kind: "idle" });
  const firstRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  useEffect(() => {
    if (state.kind === "sent") statusRef.current?.focus();
  }, [state.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "");
    const body = {
      fullName: get("fullName"),
      email: get("email"),
      phone: get("phone"),
      city: get("city"),
      agreeToTerms: form.get("agreeToTerms") === "on",
      transcript,
      company_site: get("company_site"),
    };
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/chat/handoff", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        error?: string;
        fieldErrors?: Record<string, string>;
      };
      if (response.ok && json.ok) {
        setState({ kind: "sent", name: body.fullName.trim() });
        return;
      }
      setState({
        kind: "error",
        message: json.error ?? "Failed to send consultation request",
        fieldErrors: json.fieldErrors ?? {},
      });
    } catch {
      setState({ kind: "error", message: "Failed to send consultation request", fieldErrors: {} });
    }
  }

  if (state.kind === "sent") {
    return (
      <div className="flex-1 space-y-4 px-4 py-5 text-sm">
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          Consultation request sent successfully! Thank you, {state.name}. An expert will call or e-mail you within one working
          day, with this conversation in hand.
        </p>
        <Button variant="outline" onClick={onBack}>
          Back to the chat
        </Button>
      </div>
    );
  }

  const errors = state.kind === "error" ? state.fieldErrors : {};
  return (
    <form onSubmit={submit} noValidate className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm">
      <p className="text-slate-700 dark:text-slate-300">
        Leave your details and one of our experts will contact you. We attach this conversation so you don't have to repeat
        yourself.
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        Rather pick the time yourself?{" "}
        <a href="/book-a-call" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Book a free 15-minute call
        </a>
        .
      </p>
      {transcript.length === 0 ? (
        <p className={errorTextClass}>Ask the assistant a question first, so our expert knows what it is about.</p>
      ) : null}
      <Field label="Full name" required error={errors.fullName}>
        {(p) => <input {...p} ref={firstRef} name="fullName" autoComplete="name" required className={inputClass} />}
      </Field>
      <Field label="E-mail" required error={errors.email}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" required className={inputClass} />}
      </Field>
      <Field label="Phone" required error={errors.phone}>
        {(p) => <input {...p} name="phone" type="tel" autoComplete="tel" required className={inputClass} />}
      </Field>
      <Field label="City (optional)" error={errors.city}>
        {(p) => <input {...p} name="city" autoComplete="address-level2" className={inputClass} />}
      </Field>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="company_site" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="agreeToTerms"
            required
            aria-invalid={errors.agreeToTerms ? true : undefined}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            I agree to the{" "}
            <Link to="/policies/terms-of-service" className="font-semibold text-brand-700 underline dark:text-brand-300">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/policies/privacy-policy" className="font-semibold text-brand-700 underline dark:text-brand-300">
              Privacy Policy
            </Link>
            .
          </span>
        </label>
        {errors.agreeToTerms ? <p className={errorTextClass}>{errors.agreeToTerms}</p> : null}
      </div>
      {state.kind === "error" ? (
        <p role="alert" className={errorTextClass}>
          {errors.transcript ?? state.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={state.kind === "sending" || transcript.length === 0}>
          {state.kind === "sending" ? "Submitting..." : "Send to an expert"}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to the chat
        </Button>
      </div>
    </form>
  );
}
