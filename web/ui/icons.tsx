import { css } from '@emotion/react';
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// Icons that point along the reading direction (arrows into or out of a door) turn around in
// right-to-left documents; --mm-inline-sign is -1 there (see theme.ts).
const mirroredCSS = css`
  transform: scaleX(var(--mm-inline-sign, 1));
`;

function outline(paths: ReactNode, { mirrored = false } = {}) {
  return function OutlineIcon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        css={mirrored ? mirroredCSS : undefined}
        aria-hidden
        focusable="false"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

function filled(paths: ReactNode) {
  return function FilledIcon({ size = 20, ...props }: IconProps) {
    return (
      <svg aria-hidden focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" {...props}>
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = outline(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = outline(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = outline(<path d="M6 9l6 6 6-6" />);
export const CheckIcon = outline(<path d="M5 12l5 5 9-10" />);
export const TextIcon = outline(<path d="M5 6V4h14v2M12 4v16M9 20h6" />);
export const TemplateIcon = outline(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M3 9h18M9 21V9" />
  </>,
);
export const UploadIcon = outline(<path d="M12 16V4M7 9l5-5 5 5M4 16v3a2 2 0 002 2h12a2 2 0 002-2v-3" />);
export const HeartIcon = outline(<path d="M20.8 5.6a5.5 5.5 0 00-7.8 0L12 6.6l-1-1a5.5 5.5 0 00-7.8 7.8l1 1L12 22l7.8-7.6 1-1a5.5 5.5 0 000-7.8z" />);
export const StarIcon = outline(<path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />);
export const TagIcon = outline(
  <>
    <path d="M20.6 13.4l-7.2 7.2a2 2 0 01-2.8 0L3 13V3h10l7.6 7.6a2 2 0 010 2.8z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const GlobeIcon = outline(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </>,
);
export const SettingsIcon = outline(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </>,
);
export const UserIcon = outline(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>,
);
export const ShieldIcon = outline(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const LoginIcon = outline(<path d="M15 3h4a2 2 0 012 2v14a2 2 0 01-2 2h-4M10 17l5-5-5-5M15 12H3" />, { mirrored: true });
export const LogoutIcon = outline(<path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />, { mirrored: true });
export const FuelIcon = outline(<path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />);
export const AlertIcon = outline(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 17h.01" />
  </>,
);

export const XLogoIcon = filled(
  <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />,
);
export const InstagramIcon = outline(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const TikTokIcon = filled(<path d="M16.6 3c.3 2.2 1.6 3.7 3.9 3.9v3.2a7 7 0 01-3.9-1.2v6.2A6 6 0 1110.6 9v3.3a2.8 2.8 0 102 2.7V3h4z" />);
export const YouTubeIcon = filled(
  <path d="M21.6 7.2a2.6 2.6 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />,
);
export const SparklesIcon = outline(
  <>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z" />
  </>,
);
export const SmileIcon = outline(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
  </>,
);
export const ImageIcon = outline(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);
