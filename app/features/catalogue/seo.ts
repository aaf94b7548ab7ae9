/** Meta tags and JSON-LD shared by the home, service and policy pages (pure; no server imports). */
/** The organisation as structured data may state it: confirmed facts only (samples are null or empty). */
type Site = {
  name: string;
  /** The canonical origin, used for identifiers and page URLs. */
  url: string;
  /** The origin once the firm has confirmed its domain, else null. */
  publicUrl: string | null;
  description: string;
  email: string | null;
  phones: string[];
  headOffice: { street: string | null; city: string; state: string; postalCode: string | null; country: string };
  social: Record<string, string> | null;
};

export function pageMeta({
  title,
  description,
  url,
  type = "website",
}: {
  title: string;
  description: string;
  url: string;
  type?: string;
}) {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary" },
  ];
}

/** The firm as schema.org LegalService. A fact still marked sample in content is left out, never guessed. */
export function organizationJsonLd(site: Site) {
  const office = site.headOffice;
  return {
    "@type": "LegalService",
    "@id": `${site.url}/#organization`,
    name: site.name,
    ...(site.publicUrl ? { url: site.publicUrl } : {}),
    description: site.description,
    ...(site.email ? { email: site.email } : {}),
    ...(site.phones[0] ? { telephone: site.phones[0] } : {}),
    ...(site.social ? { sameAs: Object.values(site.social) } : {}),
    areaServed: "IN",
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      ...(office.street ? { streetAddress: office.street } : {}),
      addressLocality: office.city,
      addressRegion: office.state,
      ...(office.postalCode ? { postalCode: office.postalCode } : {}),
      addressCountry: office.country,
    },
  };
}

/** The organisation facts for organizationJsonLd and pages, from the loaded content (server side). */
export function organizationFacts(
  site: { name: string; shortName: string; url: string; description: string },
  facts: { url: string | null; email: string | null; phones: string[]; headOffice: Site["headOffice"]; social: Site["social"] },
) {
  return {
    name: site.name,
    shortName: site.shortName,
    url: site.url,
    publicUrl: facts.url,
    description: site.description,
    email: facts.email,
    phones: facts.phones,
    headOffice: facts.headOffice,
    social: facts.social,
  };
}

export function jsonLdScript(graph: object[]) {
  // "<" is escaped so no text in the data can close the script element.
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
}
