import type { CaptionEngineName } from '../ai/types';
import { builder } from './builder';

export const CaptionEngine = builder.enumType('CaptionEngine', {
  description: 'Who writes the captions: the built-in offline engine, an OpenAI-compatible model, or a language model running on this server.',
  values: ['OFFLINE', 'OPENAI', 'LOCAL'] as const,
});

/** The GraphQL value of a caption engine. */
export function captionEngineValue(engine: CaptionEngineName): 'OFFLINE' | 'OPENAI' | 'LOCAL' {
  return engine === 'openai' ? 'OPENAI' : engine === 'local' ? 'LOCAL' : 'OFFLINE';
}

const PaymentsMode = builder.enumType('PaymentsMode', {
  description: 'SIMULATED charges no card (test mode); STRIPE takes real card payments.',
  values: ['SIMULATED', 'STRIPE'] as const,
});

type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; appId?: string | undefined };

const FirebaseWebConfigRef = builder.objectRef<FirebaseWebConfig>('FirebaseWebConfig').implement({
  description: 'Public settings the browser needs for the sign-in popup.',
  fields: (t) => ({
    apiKey: t.exposeString('apiKey'),
    authDomain: t.exposeString('authDomain'),
    projectId: t.exposeString('projectId'),
    appId: t.exposeString('appId', { nullable: true }),
  }),
});

const AppInfo = builder.objectRef<Record<string, never>>('AppInfo').implement({
  description: 'How this server is configured, as far as a client needs to know.',
  fields: (t) => ({
    captionEngine: t.field({
      type: CaptionEngine,
      resolve: (_root, _args, context) => captionEngineValue(context.captions.engine),
    }),
    paymentsMode: t.field({
      type: PaymentsMode,
      resolve: (_root, _args, context) => (context.config.stripe ? 'STRIPE' : 'SIMULATED'),
    }),
    stripePublishableKey: t.string({
      nullable: true,
      resolve: (_root, _args, context) => context.config.stripe?.publishableKey ?? null,
    }),
    firebase: t.field({
      type: FirebaseWebConfigRef,
      nullable: true,
      description: 'Null when popup sign-in is not configured; the client then hides the button.',
      resolve: (_root, _args, context) => {
        const firebase = context.config.firebase;
        return firebase ? { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId, appId: firebase.appId } : null;
      },
    }),
  }),
});

builder.queryField('appInfo', (t) =>
  t.field({
    type: AppInfo,
    // Public: every page needs it to label test mode and offline captions.
    resolve: () => ({}),
  }),
);
