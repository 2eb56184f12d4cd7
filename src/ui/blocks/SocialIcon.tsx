import type { ReactElement, ReactNode } from 'react';

export type SocialNetwork =
  'facebook' | 'instagram' | 'linkedin' | 'twitter' | 'youtube' | 'tiktok' | 'tripadvisor' | 'google';

// Simple line drawings, not brand artwork: small, drawn in currentColor so they follow the theme.
const SHAPES: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V9a1 1 0 0 1 1-1z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5" />,
  tripadvisor: (
    <>
      <circle cx="7" cy="14" r="3.5" />
      <circle cx="17" cy="14" r="3.5" />
      <path d="M3 9.5C5.5 7.2 8.6 6 12 6s6.5 1.2 9 3.5" />
    </>
  ),
  google: <path d="M19.5 9A8 8 0 1 0 20 13h-8" />,
};

/** The network's icon, hidden from assistive technologies: the link text names it. */
export function SocialIcon({ network }: { network: SocialNetwork }): ReactElement {
  return (
    <svg
      className="block-social__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[network]}
    </svg>
  );
}
