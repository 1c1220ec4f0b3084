// Every message the server can send reaches the user in their language (issue 8): its id is in
// every locale file. And the rules behind `npm run i18n:check` catch what they promise to catch.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountErrorMessages } from '../../core/errors/messages';
import { affiliateSiteMessages } from '../../core/validation/affiliateSite';
import { apiTokenMessages } from '../../core/validation/apiToken';
import { validationMessages } from '../../core/validation/messages';
import { adminMessages } from '../../api/services/admin/messages';
import { affiliateMessages } from '../../api/services/affiliates/errors';
import { generationMessages, templateNotFoundMessage } from '../../api/services/generation/messages';
import { paymentMessages } from '../../api/services/purchases/messages';
import { localeCodes, readCatalogue, type Catalogue } from '../../scripts/i18n-catalogue';
import { findHardcodedText } from '../../scripts/i18n-extract';
import { localeParityProblems } from '../../scripts/i18n-parity';
import { checkLocale, checkSource } from '../../scripts/i18n-rules';

const en = readCatalogue('en')!;
// Core's tables hold ids; the services' hold ids with en.json's text (api/services/errors.ts withEnglish).
const serverMessageIds: string[] = [
  accountErrorMessages,
  validationMessages,
  affiliateSiteMessages,
  apiTokenMessages,
  adminMessages,
  affiliateMessages,
  generationMessages,
  { templateNotFoundMessage },
  paymentMessages,
].flatMap((messages) => Object.values(messages).map((message: string | { id: string }) => (typeof message === 'string' ? message : message.id)));

describe('messages the server can send', () => {
  it('every one of them is translated in every locale', () => {
    for (const code of localeCodes.filter((c) => c !== 'en')) {
      const messages = readCatalogue(code)!;
      for (const id of serverMessageIds) {
        expect(messages[id], `${code}: ${id}`).toBeTruthy();
        expect(messages[id], `${code}: ${id} is still English`).not.toBe(en[id]);
      }
    }
  });
});

describe('i18n:check rules', () => {
  const source: Catalogue = {
    'A.title': 'Pricing',
    'A.count': '{count, plural, one {# token} other {# tokens}}',
    'A.hello': 'Hello, <b>{name}</b>!',
    'A.brand': 'Meme Maker on YouTube',
    'A.name': 'Meme Maker',
    'A.price': '${price}',
  };
  const good: Catalogue = {
    'A.title': 'Preise',
    'A.count': '{count, plural, one {# Token} other {# Tokens}}',
    'A.hello': 'Hallo, <b>{name}</b>!',
    'A.brand': 'Meme Maker auf YouTube',
    'A.name': 'Meme Maker',
    'A.price': '{price} $',
  };

  it('accepts a complete translation that keeps names as they are', () => {
    expect(checkSource(source)).toEqual([]);
    expect(checkLocale('de', source, good)).toEqual([]);
  });

  /** formatjs verify's report on `en` = source and `de` = the given catalogue, as files. */
  function parityProblems(de: Catalogue): string {
    const directory = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      writeFileSync(join(directory, 'en.json'), JSON.stringify(source));
      writeFileSync(join(directory, 'de.json'), JSON.stringify(de));
      return localeParityProblems(directory).join('\n');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }

  it('reports missing and extra ids', () => {
    expect(parityProblems(good)).toBe('');
    const { 'A.title': _, ...rest } = good;
    const problems = parityProblems({ ...rest, 'A.other': 'x' });
    expect(problems).toMatch(/Missing translation keys for locale de:\s+A\.title/);
    expect(problems).toMatch(/Extra translation keys for locale de:\s+A\.other/);
  });

  it('reports changed arguments, broken syntax and tags', () => {
    expect(parityProblems({ ...good, 'A.hello': 'Hallo, {user}!' })).toMatch(/A\.hello: .*name/);
    expect(parityProblems({ ...good, 'A.hello': 'Hallo, {name}!' })).toMatch(/A\.hello: .*\bb\b/);
    expect(checkLocale('de', source, { ...good, 'A.price': '{price $' }).join('\n')).toMatch(/"A\.price" is not valid ICU/);
  });

  it('asks for every plural form the language has, and none it lacks', () => {
    const polish = checkLocale('pl', source, { ...good, 'A.title': 'Cennik', 'A.count': '{count, plural, one {# token} other {# tokenów}}' });
    expect(polish.join('\n')).toMatch(/"A\.count": plural \{count\} lacks few, many/);
    const japanese = checkLocale('ja', source, {
      ...good,
      'A.title': '料金',
      'A.hello': 'こんにちは、<b>{name}</b>！',
      'A.count': '{count, plural, one {#} other {#トークン}}',
    });
    expect(japanese.join('\n')).toMatch(/has one, which ja does not use/);
  });

  it('reports English left behind: copies, and Latin words in other scripts', () => {
    expect(checkLocale('de', source, { ...good, 'A.title': 'Pricing' }).join('\n')).toMatch(/"A\.title" is the English text/);
    const japanese = checkLocale('ja', source, {
      ...good,
      'A.title': '料金 plans',
      'A.hello': 'こんにちは、<b>{name}</b>！',
      'A.count': '{count, plural, other {#トークン}}',
      'A.brand': 'YouTube の Meme Maker',
    });
    expect(japanese).toEqual(['ja: "A.title" has Latin-script words left: plans']);
  });
});

describe('hard-coded text in the web source', () => {
  const ids = new Set(['Nav.label']);
  const found = (code: string) => findHardcodedText('x.tsx', code, ids).map((f) => `${f.where}: ${f.text}`);

  it('finds JSX text, literal children and readable attributes', () => {
    const code = `export const A = ({ x }: { x: boolean }) => (
      <p title="Hello" aria-label={x ? 'Open' : 'Close'}>Welcome {'back'} <img alt="A cat" /></p>
    );`;
    expect(found(code)).toEqual([
      'title attribute: Hello',
      'aria-label attribute: Open',
      'aria-label attribute: Close',
      'JSX text: Welcome',
      'JSX child: back',
      'alt attribute: A cat',
    ]);
  });

  it('finds toast titles and default messages written in code', () => {
    const code = `toast({ title: 'Saved', description: 'All good' }); intl.formatMessage({ id: 'Nav.label', defaultMessage: 'Main' });`;
    expect(found(code)).toEqual(['title field: Saved', 'description field: All good', 'defaultMessage field: defaultMessage']);
  });

  it('lets message ids, punctuation, numbers and emoji through', () => {
    const code = `export const A = () => <p aria-label="Nav.label" title="—">{'·'} 42 {'😀'} {\`\${1} / \${2}\`}</p>;`;
    expect(found(code)).toEqual([]);
  });
});
