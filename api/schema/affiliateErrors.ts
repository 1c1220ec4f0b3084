// The typed results of the affiliate site mutations (message + messageId, STYLE.md 4).
import { AffiliateSiteNotFoundError } from '../services/affiliates/errors';
import { builder } from './builder';
import { UserErrorInterface } from './errors';

builder.objectType(AffiliateSiteNotFoundError, {
  name: 'AffiliateSiteNotFoundError',
  description: 'No affiliate site has this id (deleted, or never existed).',
  interfaces: [UserErrorInterface],
});

export { AffiliateSiteNotFoundError };
