import type { ComponentProps } from "react";

/** SPEC §9 button set: variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon. */
const VARIANTS = {
  default: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  secondary: "bg-accent-400 text-slate-950 hover:bg-accent-300",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  link: "text-brand-700 underline-offset-4 hover:underline dark:text-brand-300",
} as const;
const SIZES = { default: "h-10 px-4 py-2", sm: "h-9 px-3 text-sm", lg: "h-12 px-6 text-base", icon: "size-10" } as const;

export type ButtonStyle = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

export function buttonClass({ variant = "default", size = "default" }: ButtonStyle = {}, extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({ variant, size, className = "", type = "button", ...props }: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}
