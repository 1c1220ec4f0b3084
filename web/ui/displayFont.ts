// The display face of headings, the brand and counters: Anton, declared in the main bundle so it
// is the same from the first paint on every page (the editor's caption fonts declare it again;
// the browser keeps one face per source). index.html preloads its Latin file (vite.config.ts,
// preloadDisplayFont), so headings do not repaint in a fallback face. Scripts Anton lacks use the
// system sans-serif: the caption faces (Noto per script, CJK) would cost a download per language
// before the first heading could settle, for a heading the system face already draws well.
import '@fontsource/anton/400.css';
