import type { HomeData } from "#app/routes/home.tsx";

type CategoryId = HomeData["categories"][number]["id"];

// Our own simple line drawings, one per service area (24×24, stroked like icons.tsx).
const PATHS: Record<CategoryId, string> = {
  startup:
    "M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm5 0V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18m-9-1v2",
  insurance: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Zm-3.5-10 2.5 2.5 4.5-4.5",
  trademarks: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM9.5 17V7h3.3a2.8 2.8 0 0 1 0 5.6H9.5m3.3 0L15.5 17",
  agreements: "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm0 0v6h6M8 13h8M8 17h4m3 0 1.5 1.5L19 16",
  gst: "M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3Zm4 5h6M9 12h6M9 16h3",
  "income-tax":
    "M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2 4h8v4H8V6Zm0 8h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01",
};

export function CategoryIcon({ id, className = "size-6" }: { id: CategoryId; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
