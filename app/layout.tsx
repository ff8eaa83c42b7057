import type { ReactNode } from "react";

// The real root layout is app/[locale]/layout.tsx (it owns <html lang>); this one only exists so
// that routes outside a locale (the API, the global 404) have a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
