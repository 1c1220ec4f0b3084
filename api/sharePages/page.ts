// The share page's HTML, drawn by the server in one piece: crawlers (chat apps' and social
// networks' link previews) read its head with one GET and run no script, and people see the meme
// with no script either. Every user-written text (captions, alt text) goes through escapeHtml.
import { mp4FrameSize } from '../../core/render/outputFormats';
import type { SharedMeme } from '../services/sharing/sharedMeme';
import type { PageLanguage } from './language';
import type { ShareLinks } from './links';

const TITLE_LENGTH = 90;

/** The public page of a shared meme. */
export function sharePageHtml(meme: SharedMeme, links: ShareLinks, language: PageLanguage): string {
  const { text } = language;
  const appName = text('App.name');
  const title = shareTitle(meme, language);
  const description = text('SharePage.description', { appName });
  const alt = meme.description?.trim() || title;
  const image = links.image(meme);
  const meta: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', appName],
    ['og:title', title],
    ['og:description', description],
    ['og:url', links.page(meme.shareId)],
    ['og:image', image.url],
    ['og:image:type', image.type],
    ['og:image:width', String(meme.width)],
    ['og:image:height', String(meme.height)],
    ['og:image:alt', alt],
  ];
  const video = links.video(meme);
  if (video) {
    const frame = mp4FrameSize(meme.width, meme.height);
    meta.push(['og:video', video.url], ['og:video:type', video.type], ['og:video:width', String(frame.width)], ['og:video:height', String(frame.height)]);
  }
  const card: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    // X shows a GIF's first frame only: the still PNG says as much and is smaller.
    ['twitter:image', links.still(meme.shareId)],
    ['twitter:image:alt', alt],
  ];
  const head = [
    `<title>${escapeHtml(`${title} · ${appName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    // Memes are personal: a shared link unfurls wherever it is pasted, but is not listed by search engines.
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(links.page(meme.shareId))}">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(links.oembed(meme.shareId))}" title="${escapeHtml(title)}">`,
    ...meta.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...card.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`),
  ];
  // The page's own picture by path: it loads from whichever address the visitor used (the tags stay absolute).
  const body = `<main>
<figure>
<img src="${escapeHtml(new URL(image.url).pathname)}" width="${meme.width}" height="${meme.height}" alt="${escapeHtml(alt)}">
${meme.captionTexts.length > 0 ? `<figcaption>${escapeHtml(title)}</figcaption>` : ''}
</figure>
<a class="cta" href="${escapeHtml(links.home)}">${escapeHtml(text('SharePage.makeYourOwn'))}</a>
<p class="made-with">${escapeHtml(text('SharePage.madeWith', { appName }))}</p>
<a class="report" href="${escapeHtml(new URL(links.report(meme.shareId)).pathname)}" rel="nofollow">${escapeHtml(text('SharePage.report'))}</a>
</main>`;
  return pageDocument(language, head, body);
}

/** The friendly 404 of a link that was never shared, stopped, or whose meme was deleted. */
export function notSharedHtml(links: Pick<ShareLinks, 'home'>, language: PageLanguage): string {
  const { text } = language;
  const appName = text('App.name');
  const head = [`<title>${escapeHtml(`${text('SharePage.notFoundTitle')} · ${appName}`)}</title>`, '<meta name="robots" content="noindex">'];
  const body = `<main class="missing">
<h1>${escapeHtml(text('SharePage.notFoundTitle'))}</h1>
<p>${escapeHtml(text('SharePage.notFoundText'))}</p>
<a class="cta" href="${escapeHtml(links.home)}">${escapeHtml(text('SharePage.makeYourOwn'))}</a>
<p class="made-with">${escapeHtml(text('SharePage.madeWith', { appName }))}</p>
</main>`;
  return pageDocument(language, head, body);
}

/** The meme's captions as one line (what it says), or "A meme" when it says nothing. */
export function shareTitle(meme: Pick<SharedMeme, 'captionTexts'>, language: PageLanguage): string {
  const line = meme.captionTexts.join(' / ');
  if (!line) return language.text('SharePage.untitled');
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : line;
}

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A whole page in the share pages' look: `head` lines and `body` markup already escaped. */
export function pageDocument(language: PageLanguage, head: string[], body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language.code)}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#111118">
${head.join('\n')}
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

// The app's look (web/ui/theme.ts): dark surfaces, yellow accent, the meme display face.
const STYLE = `
*{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;background:#111118;color:#f4f4f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:760px;padding:24px 16px 40px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
figure{margin:0;width:100%;background:#1b1b24;border:1px solid #2e2e3a;border-radius:16px;padding:12px;box-shadow:0 8px 24px rgb(0 0 0 / .35)}
img{display:block;max-width:100%;height:auto;margin:0 auto;border-radius:10px;max-height:80vh;object-fit:contain}
figcaption{margin-top:12px;color:#a3a3b5;font-size:15px;overflow-wrap:anywhere}
h1{font-family:Impact,"Anton","Arial Narrow Bold",sans-serif;font-weight:400;font-size:clamp(28px,6vw,44px);letter-spacing:.02em;margin:48px 0 0}
.missing p{color:#a3a3b5;max-width:480px;margin:0}
.cta{display:inline-block;background:#facc15;color:#111118;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:999px;font-size:17px}
.cta:hover{filter:brightness(1.08)}
.cta:focus-visible{outline:3px solid #60a5fa;outline-offset:3px}
.made-with{color:#a3a3b5;font-size:13px;margin:0}
.report{color:#a3a3b5;font-size:13px}
.report:focus-visible,a:focus-visible{outline:3px solid #60a5fa;outline-offset:3px}
form{width:100%;max-width:480px;display:flex;flex-direction:column;gap:16px;text-align:start}
fieldset{border:1px solid #2e2e3a;border-radius:12px;padding:12px 16px;margin:0;display:flex;flex-direction:column;gap:8px}
legend{padding:0 4px;font-weight:700}
label{display:flex;gap:8px;align-items:center}
.details{flex-direction:column;align-items:stretch}
textarea{background:#1b1b24;color:#f4f4f7;border:1px solid #2e2e3a;border-radius:10px;padding:8px;font:inherit;min-height:96px}
button{align-self:center;background:#facc15;color:#111118;font-weight:700;border:0;padding:12px 24px;border-radius:999px;font-size:17px;cursor:pointer}
.error{color:#fca5a5;margin:0}
@media (min-width:768px){main{padding-top:40px}}
`;
