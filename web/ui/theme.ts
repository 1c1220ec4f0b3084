import { css } from '@emotion/react';

/**
 * Design tokens. Components read them as CSS variables (`theme.color.accent` is
 * `var(--mm-color-accent)`), so a future light theme or per-user accent only swaps the values in
 * `themeVariablesCSS`, not the components.
 */
const tokens = {
  color: {
    bg: '#111118',
    surface: '#1b1b24',
    surfaceRaised: '#252531',
    border: '#2e2e3a',
    text: '#f4f4f7',
    textMuted: '#a3a3b5',
    accent: '#facc15',
    accentText: '#111118',
    success: '#22c55e',
    warning: '#eab308',
    // Text, borders and outlines on the dark surfaces (6:1 on surface); filled buttons use the
    // darker solid red under white text (4.8:1), both WCAG AA.
    destructive: '#f87171',
    destructiveSolid: '#dc2626',
    focus: '#60a5fa',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    // The bundled meme face first, so every host shows the same headings (Impact stays first for
    // captions only, core/render/style.ts). Anton covers Latin; other scripts fall back to the
    // system sans-serif, which needs no download (see web/ui/displayFont.ts).
    display: '"Anton", Impact, "Arial Narrow Bold", "Helvetica Neue Condensed", sans-serif',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  shadow: { raised: '0 8px 24px rgb(0 0 0 / 0.35)' },
  size: { sideNav: '220px', topBar: '56px' },
} as const;

type Tokens = typeof tokens;
type VarRefs<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarRefs<T[K]> };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function toVars(group: object, prefix: string, out: Record<string, string>): Record<string, unknown> {
  const refs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(group)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof value === 'string') {
      out[name] = value;
      refs[key] = `var(${name})`;
    } else {
      refs[key] = toVars(value as object, name, out);
    }
  }
  return refs;
}

const declarations: Record<string, string> = {};
export const theme = toVars(tokens, '--mm', declarations) as VarRefs<Tokens>;

/** Below this width the side navigation collapses behind a menu button. */
export const breakpoints = { md: 768 } as const;
export const media = {
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const themeVariablesCSS = css({
  ':root': {
    ...declarations,
    // +1 in left-to-right documents, -1 in right-to-left ones: flips slide-in transforms.
    '--mm-inline-sign': '1',
  },
  '[dir="rtl"]': { '--mm-inline-sign': '-1' },
});
