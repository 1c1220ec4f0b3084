import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { useToast } from '../../ui/toast/useToast';

/** The spec's destructive toasts of generation (section 8), by what went wrong. */
export type GenerationProblem =
  | 'notEnoughTokens'
  | 'emptyPrompt'
  | 'noImageSelected'
  | 'invalidFileType'
  | 'fileTooLarge'
  | 'imageTooLarge'
  | 'imageTooManyPixels'
  | 'promptTooLong'
  | 'contentRefused'
  | 'failed';

/** Which of the spec's wordings a page uses: the multi-meme panel's, a creator page's, or the template flow's. */
export type GenerationWording = 'memes' | 'meme' | 'template';

const TEXTS: Record<GenerationProblem, { title: MessageId; description: MessageId | Record<GenerationWording, MessageId> }> = {
  notEnoughTokens: { title: 'Generation.notEnoughTokens.title', description: 'Generation.notEnoughTokens.description' },
  emptyPrompt: {
    title: 'Generation.emptyPrompt.title',
    description: {
      memes: 'Generation.emptyPrompt.descriptionMemes',
      meme: 'Generation.emptyPrompt.descriptionMeme',
      template: 'Generation.emptyPrompt.descriptionMeme',
    },
  },
  noImageSelected: { title: 'Generation.noImageSelected.title', description: 'Generation.noImageSelected.description' },
  invalidFileType: { title: 'Generation.invalidFileType.title', description: 'Generation.invalidFileType.description' },
  fileTooLarge: { title: 'Generation.fileTooLarge.title', description: 'Generation.fileTooLarge.description' },
  imageTooLarge: { title: 'Generation.imageTooLarge.title', description: 'Generation.imageTooLarge.description' },
  imageTooManyPixels: { title: 'Generation.imageTooLarge.title', description: 'Generation.imageTooManyPixels.description' },
  promptTooLong: { title: 'Generation.promptTooLong.title', description: 'Generation.promptTooLong.description' },
  contentRefused: { title: 'Generation.contentRefused.title', description: 'Generation.contentRefused.description' },
  failed: {
    title: 'Generation.failed.title',
    description: { memes: 'Generation.failed.descriptionMemes', meme: 'Generation.failed.descriptionMeme', template: 'Generation.failed.descriptionTemplate' },
  },
};

/** The problem behind a typed error of generateMemes or uploadImage. */
export function problemOf(typename: string): GenerationProblem {
  switch (typename) {
    case 'NotEnoughTokensError':
      return 'notEnoughTokens';
    case 'EmptyPromptError':
      return 'emptyPrompt';
    case 'NoImageSelectedError':
      return 'noImageSelected';
    case 'InvalidFileTypeError':
      return 'invalidFileType';
    case 'FileTooLargeError':
      return 'fileTooLarge';
    case 'ImageTooLargeError':
      return 'imageTooLarge';
    case 'PromptTooLongError':
      return 'promptTooLong';
    case 'ContentRefusedError':
      return 'contentRefused';
    default:
      return 'failed';
  }
}

/** Shows a generation problem as the spec's destructive toast (title and description). */
export function useGenerationToasts(wording: GenerationWording) {
  const intl = useIntl();
  const { toast } = useToast();
  return useMemo(
    () => ({
      problem(problem: GenerationProblem) {
        const { title, description } = TEXTS[problem];
        toast({
          title: intl.formatMessage({ id: title }),
          description: intl.formatMessage({ id: typeof description === 'string' ? description : description[wording] }),
          variant: 'destructive',
        });
      },
    }),
    [intl, toast, wording],
  );
}
