import { useEffect, useState } from "react";

const GREETING = "Hello, I would like help with a legal or tax service.";

/**
 * SPEC §2: the WhatsApp button opens the app directly on a phone and the web chat on a desktop.
 * The server renders the universal wa.me link (works without JavaScript); after hydration the
 * link is swapped for the device's better target.
 */
export function whatsappTarget(number: string, device: "mobile" | "desktop" | "unknown", text = GREETING) {
  const q = `phone=${number}&text=${encodeURIComponent(text)}`;
  if (device === "mobile") return `whatsapp://send?${q}`;
  if (device === "desktop") return `https://web.whatsapp.com/send?${q}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function useWhatsappLink(number: string) {
  const [device, setDevice] = useState<"mobile" | "desktop" | "unknown">("unknown");
  useEffect(() => {
    setDevice(/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) ? "mobile" : "desktop");
  }, []);
  return { href: whatsappTarget(number, device), target: device === "mobile" ? undefined : "_blank", rel: "noopener noreferrer" };
}
