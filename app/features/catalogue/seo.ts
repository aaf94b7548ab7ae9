/** Meta tags and JSON-LD shared by the home, service and policy pages (pure; no server imports). */
type Site = {
  name: string;
  url: string;
  description: string;
  email: string;
  phones: string[];
  headOffice: { street: string; city: string; state: string; postalCode: string; country: string };
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

export function organizationJsonLd(site: Site) {
  return {
    "@type": "LegalService",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    description: site.description,
    email: site.email,
    telephone: site.phones[0],
    areaServed: "IN",
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.headOffice.street,
      addressLocality: site.headOffice.city,
      addressRegion: site.headOffice.state,
      postalCode: site.headOffice.postalCode,
      addressCountry: site.headOffice.country,
    },
  };
}

export function jsonLdScript(graph: object[]) {
  // "<" is escaped so no text in the data can close the script element.
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
}
