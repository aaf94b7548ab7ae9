import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { CookiePreferences } from "./cookie-consent.tsx";

// The cookie choices, loaded on first use (the banner's "Customize", the footer's "Cookie Settings").
const OPTIONAL = [
  { key: "analytics", label: "Analytics", hint: "Helps us understand which pages are useful." },
  { key: "marketing", label: "Marketing", hint: "Lets us measure our offers and adverts." },
  { key: "personalization", label: "Personalization", hint: "Remembers choices to tailor what you see." },
] as const;

export function PreferenceForm({ initial, onSave }: { initial: CookiePreferences; onSave: (p: CookiePreferences) => void }) {
  const [prefs, setPrefs] = useState(initial);
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(prefs);
      }}
      className="space-y-3"
    >
      <label className="flex items-start gap-3" htmlFor={`${id}-necessary`}>
        <input id={`${id}-necessary`} type="checkbox" checked disabled className="mt-1 size-4" />
        <span>
          <span className="font-medium">Necessary</span> <span className="text-xs">(always on)</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            Needed for the site to work, such as remembering this choice.
          </span>
        </span>
      </label>
      {OPTIONAL.map((o) => (
        <label key={o.key} className="flex items-start gap-3" htmlFor={`${id}-${o.key}`}>
          <input
            id={`${id}-${o.key}`}
            type="checkbox"
            className="mt-1 size-4 accent-brand-700"
            checked={prefs[o.key]}
            onChange={(e) => setPrefs({ ...prefs, [o.key]: e.target.checked })}
          />
          <span>
            <span className="font-medium">{o.label}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{o.hint}</span>
          </span>
        </label>
      ))}
      <Button type="submit">Save preferences</Button>
    </form>
  );
}

/** The Cookie Settings dialog the footer reopens. */
export function CookieSettingsDialog({
  open,
  onClose,
  initial,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  initial: CookiePreferences;
  onSave: (p: CookiePreferences) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Cookie Settings" description="Choose which cookies we may use.">
      <PreferenceForm initial={initial} onSave={onSave} />
    </Dialog>
  );
}
