import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
import './user';
import './meme';
import './purchase';
import './tokenPack';
import './authMutations';
import './appInfo';
import './tokenSubscriptions';
import './payment';
import './paymentCancel';
import './template';
import './customTemplates';
import './sticker';
import './generation';
import './generationProgress';
import './generationEdits';
import './memeLibrary';
import './adminUsers';
import './adminMutations';
import './safetyRefusals';
import './adminFigures';
import './affiliateSite';
import './affiliateMutations';
import './apiToken';
import './sharingMutations';
import './reportMutation';
import './moderationQueue';
import './moderationMutations';

builder.queryType({});
builder.mutationType({});

/** The whole GraphQL schema, sorted so the printed schema.graphql diffs cleanly. */
export const schema = lexicographicSortSchema(builder.toSchema());
