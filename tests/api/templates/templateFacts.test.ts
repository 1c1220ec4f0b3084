// The template facts are JSON checked at load: a mistake in a hand edit must stop the server with
// the file, the template and the field, not draw a broken template or drop a field unnoticed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFacts } from '../../../api/templates/factsFile';
import { handPlacedFileSchema, sourcePlacedFileSchema } from '../../../api/templates/catalogue/handPlaced';
import { REAL_TEMPLATES, realTemplatesFileSchema } from '../../../api/templates/catalogue/realTemplate';
import { situationsFileSchema } from '../../../api/templates/search/situations';

type Json = Record<string, unknown>;
const shipped = (path: string) => JSON.parse(readFileSync(new URL(`../../../api/templates/${path}`, import.meta.url), 'utf8')) as Json;

/** The shipped realTemplates.json with one change made to its template called `name`. */
function realTemplatesWith(name: string, change: (template: Json) => void): Json {
  const file = shipped('catalogue/facts/realTemplates.json');
  change((file.templates as Json[]).find((template) => template.name === name)!);
  return file;
}

describe('real template facts', () => {
  it('loads every real template of the four files, best known first', () => {
    const files = ['realTemplates.json', 'moreRealTemplates.json', 'recentRealTemplates.json', 'memegenTemplates.json'].map(
      (file) => shipped(`catalogue/facts/${file}`).templates as Json[],
    );
    expect(REAL_TEMPLATES[0]!.name).toBe('Drake Hotline Bling');
    expect(REAL_TEMPLATES.at(-1)!.name).toBe(files.at(-1)!.at(-1)!.name);
    expect(REAL_TEMPLATES.length).toBe(files.reduce((sum, templates) => sum + templates.length, 0));
  });

  it('rejects a width that is not a number, naming the template and the field', () => {
    const file = realTemplatesWith('Batman Slapping Robin', (template) => (template.width = '400'));
    expect(() => checkFacts('realTemplates.json', realTemplatesFileSchema, file)).toThrow(
      'realTemplates.json has malformed facts: templates["Batman Slapping Robin"].width: Invalid input: expected number, received string',
    );
  });

  it('rejects a misspelt field instead of dropping it', () => {
    const file = realTemplatesWith('Two Buttons', (template) => {
      template.tag = template.tags;
      delete template.tags;
    });
    expect(() => checkFacts('realTemplates.json', realTemplatesFileSchema, file)).toThrow(
      /templates\["Two Buttons"\]\.tags: .*; templates\["Two Buttons"\]: Unrecognized key: "tag"/,
    );
  });

  it('rejects a layout the catalogue cannot draw and a date that is not a year-month', () => {
    const file = realTemplatesWith('Change My Mind', (template) => {
      template.layout = 'diagonal';
      template.added = '2018-13';
    });
    expect(() => checkFacts('realTemplates.json', realTemplatesFileSchema, file)).toThrow(
      /templates\["Change My Mind"\]\.layout: Invalid option.*; templates\["Change My Mind"\]\.added: expected a year-month like 2017-08/,
    );
  });
});

describe('placed caption boxes', () => {
  it('rejects a box placed off the picture, naming the template, the box and the field', () => {
    const file = shipped('catalogue/facts/handPlaced.json');
    const boxes = (file.templates as Record<string, { text: Json[] }>)['Distracted Boyfriend']!.text;
    boxes[1]!.x = 157;
    expect(() => checkFacts('handPlaced.json', handPlacedFileSchema, file)).toThrow(
      'handPlaced.json has malformed facts: templates["Distracted Boyfriend"].text[1].x: Too big: expected number to be <=100',
    );
  });

  it('rejects boxes for a template that does not exist, which would never be used', () => {
    const file = shipped('catalogue/facts/imgflipPlaced.json');
    const templates = file.templates as Record<string, unknown>;
    templates['The Scroll of Truth'] = templates['The Scroll Of Truth'];
    expect(() => checkFacts('imgflipPlaced.json', sourcePlacedFileSchema, file)).toThrow(
      'imgflipPlaced.json has malformed facts: templates["The Scroll of Truth"]: no real template has this name',
    );
  });
});

describe('situations', () => {
  it('rejects a template id no real template has, and a language the app does not speak', () => {
    const file = shipped('search/facts/situations.json');
    const letdown = (file.situations as { id: string; templates: string[]; triggers: Record<string, string> }[]).find(
      (situation) => situation.id === 'letdown',
    )!;
    letdown.templates[0] = 'disapointed-black-guy';
    letdown.triggers.xx = 'food at home';
    expect(() => checkFacts('situations.json', situationsFileSchema, file)).toThrow(
      'situations.json has malformed facts: situations["letdown"].templates[0]: no real template has the id disapointed-black-guy; situations["letdown"].triggers.xx: not an interface language',
    );
  });
});
