// The admin dashboard's figures (api/services/admin/figures/): every one today, over 7 and 30 days,
// and day by day. Admin-scoped like the rest of the admin area.
import { adminFigures, FIGURE_KEYS, FIGURES, type AdminFigures, type Figure } from '../services/admin/figures/figures';
import type { FigurePart } from '../services/admin/figures/parts';
import type { FigureSeries } from '../services/admin/figures/window';
import { builder } from './builder';

const admin = { admin: true } as const;

const AdminFigureKey = builder.enumType('AdminFigureKey', {
  values: Object.fromEntries(
    FIGURE_KEYS.map((key) => [key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), { value: key, description: FIGURES[key].description }]),
  ),
});

const AdminFigureUnit = builder.enumType('AdminFigureUnit', {
  values: {
    COUNT: { value: 'count', description: 'A number of users, memes or generations.' },
    TOKENS: { value: 'tokens', description: 'Meme Fuel tokens.' },
    CENTS: { value: 'cents', description: 'Cents of USD.' },
  } as const,
});

const AdminFigurePartGroup = builder.enumType('AdminFigurePartGroup', {
  values: {
    METHOD: {
      value: 'method',
      description:
        'How memes were made: aiTemplate (generated on a catalogue template, from a prompt alone or a chosen template: the data does not tell them apart), aiUpload (generated on an uploaded picture), byHand (saved from the template editor, also an edit whose original was deleted), edit (an edit of a stored meme).',
    },
    KIND: { value: 'kind', description: 'image (a still picture) or gif.' },
    PACK: { value: 'pack', description: "The token pack's name." },
  } as const,
});

const AdminFigureSeries = builder.interfaceRef<FigureSeries>('AdminFigureSeries').implement({
  description: 'A value today, over 7 and 30 days, and per day.',
  fields: (t) => ({
    today: t.exposeInt('today', { description: 'The current UTC day.' }),
    last7Days: t.exposeInt('last7Days', { description: 'Today and the 6 days before.' }),
    last30Days: t.exposeInt('last30Days', { description: 'Today and the 29 days before.' }),
    daily: t.exposeIntList('daily', { description: 'One value per day of AdminFigures.days, oldest first.' }),
  }),
});

const AdminFigurePart = builder.objectRef<FigurePart>('AdminFigurePart').implement({
  description: 'One part of a figure (a method, a kind, a pack).',
  interfaces: [AdminFigureSeries],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'group' in value,
  fields: (t) => ({
    group: t.expose('group', { type: AdminFigurePartGroup }),
    key: t.exposeString('key', { description: 'aiTemplate, aiUpload, byHand, edit; image, gif; or the pack name.' }),
  }),
});

const AdminFigure = builder.objectRef<Figure>('AdminFigure').implement({
  description: 'One figure of the admin dashboard.',
  interfaces: [AdminFigureSeries],
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'unit' in value,
  fields: (t) => ({
    key: t.expose('key', { type: AdminFigureKey }),
    unit: t.expose('unit', { type: AdminFigureUnit }),
    parts: t.field({ type: [AdminFigurePart], description: 'Its breakdown; empty for figures without one.', resolve: (figure) => figure.parts }),
  }),
});

const AdminFiguresType = builder.objectRef<AdminFigures>('AdminFigures').implement({
  description: 'Every figure over the last 30 UTC days, computed by bounded aggregate queries.',
  fields: (t) => ({
    days: t.exposeStringList('days', { description: 'The 30 UTC days of every daily series (YYYY-MM-DD), oldest first, today last.' }),
    figures: t.field({ type: [AdminFigure], resolve: (figures) => figures.figures }),
  }),
});

builder.queryField('adminFigures', (t) =>
  t.field({
    type: AdminFiguresType,
    description: "The admin dashboard's figures: sign-ups, active users, memes made, tokens spent and bought, revenue, failed generations.",
    authScopes: admin,
    resolve: (_root, _args, context) => adminFigures(context),
  }),
);
