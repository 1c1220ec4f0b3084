import type { MessageId } from '../../i18n/messageIds';

/** The template page's five samples (spec section 2): programming, Mondays, social media, waiting, technology. */
export const TEMPLATE_SAMPLES: readonly MessageId[] = [
  'SamplePrompt.programming',
  'SamplePrompt.monday',
  'SamplePrompt.socialMedia',
  'SamplePrompt.waiting',
  'SamplePrompt.technology',
];

/** The upload and create pages' one fixed sample. */
export const UPLOAD_SAMPLES: readonly MessageId[] = ['SamplePrompt.upload'];

/** How-to steps of each page's empty result panel. */
export const HOW_TO_STEPS = {
  text: ['HowTo.text.describe', 'HowTo.text.generate', 'HowTo.text.pick', 'HowTo.text.share'],
  template: ['HowTo.template.choose', 'HowTo.template.describe', 'HowTo.template.generate', 'HowTo.template.share'],
  upload: ['HowTo.upload.choose', 'HowTo.upload.describe', 'HowTo.upload.generate', 'HowTo.upload.share'],
  create: ['HowTo.create.choose', 'HowTo.create.describe', 'HowTo.create.generate', 'HowTo.create.share'],
} as const satisfies Record<string, readonly MessageId[]>;
