import { island } from "#app/components/ui/island.tsx";

// The lead forms that sit below the fold on every page (footer) or on the home page: their code loads
// when they near the screen, so a visitor who only reads never downloads it (decision 089). The
// server still renders them in full, and without JavaScript they post natively.
export const NewsletterIsland = island(() => import("./newsletter-form.tsx").then((m) => m.NewsletterForm));
export const ConsultationIsland = island(() => import("./consultation-form.tsx").then((m) => m.ConsultationForm));
export const ContactIsland = island(() => import("./contact-form.tsx").then((m) => m.ContactForm));
