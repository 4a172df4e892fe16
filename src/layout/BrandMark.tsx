/** The site's mark: two crossing strokes on a rounded tile (an X built from grid lines). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b6ef6" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-mark-fill)" />
      <path d="M10 9.5 22 22.5M22 9.5 10 22.5" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M7 16h4M21 16h4" stroke="#fff" strokeOpacity="0.45" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
