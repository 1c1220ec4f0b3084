// A share page as a link-preview crawler reads it: the HTML of one GET, parsed by a real HTML
// parser (parse5, the WHATWG algorithm browsers use) and never scripted. Entities are decoded, so
// a test compares what a reader sees, and anything the markup gets wrong shows up as a wrong tree.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export type CrawlerView = {
  lang: string | undefined;
  dir: string | undefined;
  title: string;
  /** `<meta property|name=… content=…>` in the head, by property or name (each may repeat). */
  meta: Map<string, string[]>;
  links: Record<string, string>[];
  images: Record<string, string>[];
  anchors: { href: string; text: string }[];
  /** Every element's tag name, in document order. */
  tags: string[];
  /** All the text of the body. */
  bodyText: string;
};

export function crawlerView(html: string): CrawlerView {
  const document = parse(html);
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    const children = 'content' in node && node.tagName === 'template' ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
  };
  walk(document);
  const attributes = (element: Element) => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));
  const html_ = elements.find((element) => element.tagName === 'html')!;
  const head = elements.find((element) => element.tagName === 'head')!;
  const body = elements.find((element) => element.tagName === 'body')!;
  const inside = (ancestor: Element, element: Element) => {
    for (let node: Node | null = element; node; node = 'parentNode' in node ? (node.parentNode as Node | null) : null) if (node === ancestor) return true;
    return false;
  };
  const meta = new Map<string, string[]>();
  for (const element of elements.filter((candidate) => candidate.tagName === 'meta' && inside(head, candidate))) {
    const { property, name, content } = attributes(element);
    const key = property ?? name;
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  return {
    lang: attributes(html_).lang,
    dir: attributes(html_).dir,
    title: textOf(elements.find((element) => element.tagName === 'title')),
    meta,
    links: elements.filter((element) => element.tagName === 'link' && inside(head, element)).map(attributes),
    images: elements.filter((element) => element.tagName === 'img').map(attributes),
    anchors: elements.filter((element) => element.tagName === 'a').map((element) => ({ href: attributes(element).href ?? '', text: textOf(element) })),
    tags: elements.map((element) => element.tagName),
    bodyText: textOf(body),
  };
}

function textOf(node: Node | undefined): string {
  if (!node) return '';
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}
