import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { desc } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server.ts";
import { consultationRequests } from "../../app/db/schema.server.ts";
import { type FakeGemini, startFakeGemini } from "../fakes/gemini.ts";
import { expect, test } from "./support/test.ts";

// The floating AI assistant: the panel, blank messages, 'Thinking...', the streamed reply, the
// SPEC §8 error text and the 'Talk to an expert' hand-off. The configured server runs the local
// assistant (no key); a second server started here uses Gemini, pointed at the fake.

const ERROR_TEXT = "I'm sorry, but I encountered an error processing your request. Please try again.";
const root = path.resolve(import.meta.dirname, "../..");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

async function openAssistant(page: Page) {
  await page.getByRole("link", { name: "Open AI assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Nyayik Assistant" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the assistant opens as a dialog, ignores blank messages and streams a grounded answer that survives a page change", async ({
  page,
}) => {
  const chatRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("request", (r) => {
    if (r.url().endsWith("/api/chat")) chatRequests.push(r.postData() ?? "");
  });
  await page.goto("/service/gst-registration");
  const dialog = await openAssistant(page);
  await expect(dialog.getByText("Hello! I'm the Nyayik assistant.")).toBeVisible();
  const input = dialog.getByRole("textbox", { name: "Your message" });
  await expect(input).toBeFocused();

  // SPEC §5: a blank or whitespace-only message is ignored.
  await input.fill("   ");
  await input.press("Enter");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText("You said:")).toHaveCount(0);
  expect(chatRequests).toEqual([]);

  await input.fill("How much does trademark registration cost?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(input).toHaveValue("");
  await expect(dialog.getByText("How much does trademark registration cost?")).toBeVisible();
  const log = dialog.getByRole("log");
  await expect(log).toContainText("Trademark Registration costs ₹999 with us (regular price ₹4,500");
  await expect(log).toContainText("Talk to an expert");
  const link = log.getByRole("link", { name: /Trademark Registration › Government fee and our fee/ });
  await expect(link).toHaveAttribute("href", "/service/trademark-registration#government-fee-and-our-fee");
  expect(JSON.parse(chatRequests[0] ?? "{}")).toEqual({ message: "How much does trademark registration cost?", history: [] });

  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations).toEqual([]);

  // Following the link keeps the conversation; so does a full reload within the visit.
  await link.click();
  await expect(page).toHaveURL(/\/service\/trademark-registration#government-fee-and-our-fee$/);
  await page.reload();
  const again = await openAssistant(page);
  await expect(again.getByRole("log")).toContainText("Trademark Registration costs ₹999");

  // Escape closes the panel and gives focus back to the button.
  await again.getByRole("textbox", { name: "Your message" }).press("Escape");
  await expect(again).toBeHidden();
  await expect(page.getByRole("link", { name: "Open AI assistant" })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("a three-turn conversation: a new topic gets its own answer, and 'it' refers back to that topic", async ({ page }) => {
  const bodies: { message: string; history: { role: string; text: string }[] }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/chat")) bodies.push(JSON.parse(r.postData() ?? "{}"));
  });
  await page.goto("/");
  const dialog = await openAssistant(page);
  const input = dialog.getByRole("textbox", { name: "Your message" });
  const send = dialog.getByRole("button", { name: "Send message" });
  const replies = dialog.getByRole("log").locator(":scope > div").filter({ hasText: "Assistant:" });
  const ask = async (question: string) => {
    await input.fill(question);
    await input.press("Enter");
    await expect(send).toBeDisabled();
    await expect(send).toBeEnabled();
  };

  await ask("How much does trademark registration cost?");
  await expect(replies.nth(1)).toContainText("Trademark Registration costs ₹999");

  // Topic change: the earlier trademark turn must not drag the answer back to trademarks.
  await ask("When is the deadline to file my income tax return?");
  await expect(replies.nth(2)).toContainText("31 July");
  await expect(replies.nth(2)).not.toContainText(/trademark|logo/i);

  // A reference ("for it") resolves to the latest topic, income-tax returns.
  await ask("and what documents do I need for it?");
  await expect(replies.nth(3)).toContainText(/Income Tax/);
  await expect(replies.nth(3)).toContainText(/Form 16|AIS|PAN/);
  await expect(replies.nth(3)).not.toContainText(/trademark/i);
  expect(bodies.map((b) => b.history.length)).toEqual([0, 2, 4]);
});

test("the assistant panel is readable in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const dialog = await openAssistant(page);
  const input = dialog.getByRole("textbox", { name: "Your message" });
  await input.fill("What are your office hours?");
  await input.press("Enter");
  await expect(dialog.getByRole("log")).toContainText("Monday to Sunday, 9:00 AM–6:00 PM IST");
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations).toEqual([]);
});

test("on a phone, a long conversation keeps the panel's title and close button clear of the header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service/trademark-registration");
  // On a phone the assistant opens from "Ask" in the quick-help bar.
  await page.getByRole("navigation", { name: "Quick help" }).getByRole("link", { name: /^Ask/ }).click();
  const dialog = page.getByRole("dialog", { name: "Nyayik Assistant" });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole("textbox", { name: "Your message" });
  for (const question of ["How much does trademark registration cost?", "What documents are needed for an OPC?"]) {
    await input.fill(question);
    await input.press("Enter");
    await expect(dialog.getByRole("log")).toContainText("Talk to an expert", { timeout: 10_000 });
  }
  const header = await page.getByRole("banner").boundingBox();
  const title = await dialog.getByRole("heading", { name: "Nyayik Assistant" }).boundingBox();
  if (!header || !title) throw new Error("header or panel title not laid out");
  // At the top of the page the ticker and header together take the most room.
  expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
  await dialog.getByRole("button", { name: "Close assistant" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("with Gemini configured", () => {
  let gemini: FakeGemini;
  let server: ChildProcess | undefined;
  let base = "";
  let dataDir = "";

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
  }

  async function stopServer() {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  test.beforeAll(async () => {
    gemini = await startFakeGemini();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = path.join(root, "data", `e2e-gemini-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
    server = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: base,
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "error",
        RATE_LIMIT_PER_MINUTE: "1000",
        OUTBOX_POLL_MS: "200",
        GEMINI_API_KEY: gemini.apiKey,
        GEMINI_BASE_URL: gemini.url,
        GEMINI_MODEL: "gemini-test",
        GEMINI_TIMEOUT_MS: "10000",
      },
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    await stopServer();
    await gemini?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
  });

  test("'Thinking...' shows until the first words arrive, then the model's reply streams in", async ({ page }) => {
    gemini.setReply([
      "GST registration is needed above **₹40 lakh** ",
      "for goods. ",
      "See [GST Registration](/service/gst-registration).",
    ]);
    gemini.setDelay(900);
    await page.goto(`${base}/`);
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await input.fill("Do I need GST registration?");
    await input.press("Enter");
    const log = dialog.getByRole("log");
    await expect(log.getByText("Thinking...")).toBeVisible();
    // Replies pass the price check one sentence at a time, so the first words show once the first
    // sentence is complete (the second chunk here), on a cold server after the index is built.
    await expect(log).toContainText("GST registration is needed above ₹40 lakh", { timeout: 15_000 });
    await expect(log.getByText("Thinking...")).toHaveCount(0);
    // Streamed: the first words are on screen before the model has sent the rest.
    expect(await log.textContent()).not.toContain("See GST Registration");
    await expect(log).toContainText("for goods. See GST Registration.");
    await expect(log.getByRole("link", { name: "GST Registration" })).toHaveAttribute("href", "/service/gst-registration");
    gemini.setDelay(0);

    const call = gemini.calls.at(-1);
    expect(call?.headers["x-goog-api-key"]).toBe(gemini.apiKey);
    expect(call?.body.systemInstruction?.parts[0]?.text).toContain("/service/gst-registration");
    expect(await page.content()).not.toContain(gemini.apiKey);
  });

  test("when the model fails, the bot message is exactly the SPEC §8 text", async ({ page }) => {
    gemini.failNext(500);
    await page.goto(`${base}/`);
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await input.fill("Which ITR form should I file?");
    await input.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText(ERROR_TEXT);
  });

  test("'Talk to an expert' turns the conversation into a consultation request", async ({ page }) => {
    gemini.setReply(["Our fee for trademark registration is ₹999."]);
    await page.goto(`${base}/`);
    const dialog = await openAssistant(page);
    const input = dialog.getByRole("textbox", { name: "Your message" });
    await input.fill("I want to register my brand name");
    await input.press("Enter");
    await expect(dialog.getByRole("log")).toContainText("Our fee for trademark registration is ₹999.");

    await dialog.getByRole("button", { name: "Talk to an expert" }).click();
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await dialog.getByLabel("Full name").fill("Meera Iyer");
    await dialog.getByLabel("E-mail").fill("meera@example.in");
    await dialog.getByLabel("Phone").fill("98350 11223");
    await dialog.getByRole("button", { name: "Send to an expert" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please check the highlighted fields.");
    await dialog.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await dialog.getByRole("button", { name: "Send to an expert" }).click();
    await expect(dialog.getByRole("status")).toContainText("Consultation request sent successfully! Thank you, Meera Iyer.");

    // The request is in the second server's database, with the transcript attached.
    await stopServer();
    const database = await openDatabase({ kind: "pglite", dir: dataDir });
    try {
      const [lead] = await database.db.select().from(consultationRequests).orderBy(desc(consultationRequests.createdAt)).limit(1);
      expect(lead).toMatchObject({
        fullName: "Meera Iyer",
        email: "meera@example.in",
        phone: "+919835011223",
        source: "chat",
        serviceType: "trademark",
      });
      // The reply went through the browser and back with the server's signature: it is the assistant's (issue 22).
      expect(lead?.transcript).toEqual([
        { role: "user", text: "I want to register my brand name" },
        { role: "bot", text: "Our fee for trademark registration is ₹999.", verified: true },
      ]);
    } finally {
      await database.close();
    }
  });
});
