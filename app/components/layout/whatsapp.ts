/**
 * SPEC §2: the WhatsApp button opens the app directly on a phone and the web chat on a desktop; the
 * company number is held in configuration. Pages link to /whatsapp (WHATSAPP_PATH) and the server
 * redirects to the target for the visitor's device, so the number is read at request time and never
 * written into a page (decision 072).
 */
export const WHATSAPP_PATH = "/whatsapp";
export const WHATSAPP_GREETING = "Hello, I would like help with a legal or tax service.";

export type Device = "mobile" | "desktop";

/** wa.me opens the app on a phone; the web client on a desktop. */
export function whatsappTarget(number: string, device: Device, text = WHATSAPP_GREETING) {
  if (device === "mobile") return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
  return `https://web.whatsapp.com/send?phone=${number}&text=${encodeURIComponent(text)}`;
}

/** The device class from a User-Agent header. */
export function deviceOf(userAgent: string | null): Device {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent ?? "") ? "mobile" : "desktop";
}
