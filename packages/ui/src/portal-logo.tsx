/**
 * The portal's mark (the flame of public/favicon.svg) drawn in the page, not loaded: one request fewer before the
 * header shows. Decorative: the link it stands in is named by the portal's name.
 */
export function PortalLogo({ size = 28 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="#8f2a1a" />
      <path d="M16 6c3 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-7 1 2 2 3 3 3 0-3-1-5 0-7z" fill="#f6c453" />
    </svg>
  );
}
