import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Renders the assistant's Markdown as React elements: paragraphs, bullet and numbered lists,
 * bold, italics, strike-through, inline code and links. There is no HTML path at all, so a reply can never inject
 * markup; links go only to our own pages (relative paths) or to https addresses.
 */

/** Our pages ("/service/x#y", "/#faq") or https; anything else is shown as text. */
export function safeHref(href: string): { internal: boolean; href: string } | null {
  if (/^\/(?!\/)[^\s]*$/.test(href) || /^#[\w-]*$/.test(href)) return { internal: true, href };
  try {
    const url = new URL(href);
    if (url.protocol === "https:" && !url.username && !url.password) return { internal: false, href: url.toString() };
  } catch {
    // not a URL
  }
  return null;
}

const INLINE =
  /(\*\*[^*\n]+\*\*|__[^_\n]+__|~~[^~\n]+~~|\[[^\]\n]+\]\([^)\s]+\)|`[^`\n]+`|\*[^*\s][^*\n]*\*|_[^_\s][^_\n]*_|https:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    const key = `${keyPrefix}-${i++}`;
    if (token.startsWith("**") || token.startsWith("__")) {
      out.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else if (token.startsWith("~~")) {
      // A struck regular price ("regular price ~~₹999~~"): the words around it say what it is.
      out.push(<s key={key}>{renderInline(token.slice(2, -2), key)}</s>);
    } else if (token.startsWith("`")) {
      out.push(
        <code key={key} className="rounded bg-slate-200 px-1 text-[0.9em] dark:bg-slate-700">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (token.startsWith("[")) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const label = link?.[1] ?? token;
      const target = link?.[2] ? safeHref(link[2]) : null;
      out.push(target ? renderLink(target, renderInline(label, key), key) : label);
    } else if (token.startsWith("https://")) {
      const target = safeHref(token);
      out.push(target ? renderLink(target, token, key) : token);
    } else {
      out.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    }
    last = start + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const linkClass =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200";

function renderLink(target: { internal: boolean; href: string }, children: ReactNode, key: string) {
  if (target.internal) {
    return (
      <Link key={key} to={target.href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a key={key} href={target.href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

type Block =
  | { kind: "p"; lines: string[] }
  | { kind: "ul"; items: string[] }
  | { kind: "ol"; items: { n: number; text: string }[] };

/** Splits Markdown into paragraphs and lists. Headings become bold paragraphs; tables stay as lines. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const prev = blocks.at(-1);
    const bullet = /^\s*[-*+•]\s+(.*)$/.exec(line);
    const numbered = /^\s*(\d{1,3})[.)]\s+(.*)$/.exec(line);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (line.trim() === "") {
      blocks.push({ kind: "p", lines: [] });
    } else if (bullet) {
      if (prev?.kind === "ul") prev.items.push(bullet[1] ?? "");
      else blocks.push({ kind: "ul", items: [bullet[1] ?? ""] });
    } else if (numbered) {
      const item = { n: Number(numbered[1]), text: numbered[2] ?? "" };
      if (prev?.kind === "ol") prev.items.push(item);
      else blocks.push({ kind: "ol", items: [item] });
    } else if (heading) {
      blocks.push({ kind: "p", lines: [`**${(heading[1] ?? "").replace(/\*\*/g, "")}**`] }, { kind: "p", lines: [] });
    } else if (prev?.kind === "p") {
      prev.lines.push(line);
    } else {
      blocks.push({ kind: "p", lines: [line] });
    }
  }
  return blocks.filter((b) => (b.kind === "p" ? b.lines.length > 0 : b.items.length > 0));
}

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseBlocks(text).map((block, b) => {
        const key = `b${b}`;
        if (block.kind === "ul") {
          return (
            <ul key={key} className="list-disc space-y-1 pl-5">
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one message never reorder
                <li key={i}>{renderInline(item, `${key}-${i}`)}</li>
              ))}
            </ul>
          );
        }
        if (block.kind === "ol") {
          return (
            <ol key={key} className="list-decimal space-y-1 pl-5">
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items of one message never reorder
                <li key={i} value={item.n}>
                  {renderInline(item.text, `${key}-${i}`)}
                </li>
              ))}
            </ol>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one message never reorder
              <span key={i}>
                {i > 0 ? <br /> : null}
                {renderInline(line, `${key}-${i}`)}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
