import type { HomeData } from "#app/routes/home.tsx";
import { AboutSection } from "./about-section.tsx";
import { ConsultationSection } from "./consultation-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { FaqSection } from "./faq-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { UpdatesSection } from "./updates-section.tsx";

/**
 * The home page in SPEC §2 order: hero (with the promotional video and the trust strip), services,
 * testimonials, consultation, legal updates and offers, about, FAQ, contact. The shell adds the
 * header, ticker, footer and floating widgets around it.
 */
export function HomePage({ data }: { data: HomeData }) {
  const { site, home, faq, categories } = data;
  return (
    <>
      <HeroSection site={site} />
      <ServicesSection categories={categories} reasons={home.reasons} gstNote={data.gstNote} />
      <TestimonialsSection testimonials={home.testimonials} />
      <ConsultationSection home={home} />
      <UpdatesSection home={home} />
      <AboutSection site={site} />
      <FaqSection faq={faq} />
      <ContactSection site={site} />
    </>
  );
}
