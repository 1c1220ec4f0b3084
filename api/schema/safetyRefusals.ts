// What administrators read about the safety filter's refusals: where and why, newest first. The
// refused texts themselves are never stored (api/services/safety/screen.ts), so none is shown.
import { builder } from './builder';
import './user';

const admin = { admin: true } as const;

const SafetyRefusalNode = builder.prismaObject('SafetyRefusal', {
  description: 'A text the safety filter refused: where it came from and why, never the text itself.',
  fields: (t) => ({
    // Not a Node (it can't be fetched by id), but a globally unique id keeps the client store sound.
    id: t.globalID({ resolve: (refusal) => ({ type: 'SafetyRefusal', id: refusal.id }) }),
    user: t.relation('user', { nullable: true, description: 'Who wrote it; null once the account is deleted.' }),
    source: t.exposeString('source', {
      description: "prompt (a generation's prompt), caption (written by a caption provider), edit (captions written by hand) or upload_description.",
    }),
    check: t.exposeString('check', { description: "word_list (the offline lists) or moderation (the provider's moderation endpoint)." }),
    category: t.exposeString('category', { nullable: true, description: "The moderation endpoint's category (e.g. hate, sexual), when it refused." }),
    term: t.exposeString('term', {
      nullable: true,
      description: 'The word-list entry matched, as normalised (lower case, no accents); null for the moderation endpoint.',
    }),
    termLanguage: t.exposeString('termLanguage', { nullable: true, description: 'The language of the list that has `term`.' }),
    language: t.exposeString('language', { description: 'The language of the refused text, as detected.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('adminSafetyRefusals', (t) =>
  t.prismaConnection(
    {
      type: SafetyRefusalNode,
      cursor: 'id',
      description: 'Texts the safety filter refused, newest first. Admins only.',
      maxSize: 100,
      defaultSize: 50,
      authScopes: admin,
      resolve: (query, _root, _args, context) => context.prisma.safetyRefusal.findMany({ ...query, orderBy: { id: 'desc' } }),
    },
    { name: 'SafetyRefusalConnection' },
  ),
);
