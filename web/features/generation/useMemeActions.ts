import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/toast/useToast';
import type { GeneratedMeme } from './generatedMeme';
import { copyMeme, downloadMeme, shareMeme } from './memeActions';

/** Download, Copy and Share with the spec's alerts ('Image copied to clipboard!', 'Failed to share...'). */
export function useMemeActions() {
  const intl = useIntl();
  const { toast } = useToast();
  return useMemo(() => {
    const say = (id: 'MemeShare.copied' | 'MemeShare.failed' | 'GeneratedMeme.downloadFailed' | 'GeneratedMeme.copyFailed', failed = false) =>
      toast({ title: intl.formatMessage({ id }), variant: failed ? 'destructive' : 'success' });
    return {
      async download(meme: GeneratedMeme) {
        try {
          await downloadMeme(meme);
        } catch (error) {
          console.warn('Downloading the meme failed', error);
          say('GeneratedMeme.downloadFailed', true);
        }
      },
      async copy(meme: GeneratedMeme) {
        try {
          await copyMeme(meme);
          say('MemeShare.copied');
        } catch (error) {
          console.warn('Copying the meme failed', error);
          say('GeneratedMeme.copyFailed', true);
        }
      },
      async share(meme: GeneratedMeme) {
        try {
          if ((await shareMeme(meme, intl.formatMessage({ id: 'App.name' }))) === 'copied') say('MemeShare.copied');
        } catch (error) {
          console.warn('Sharing the meme failed', error);
          say('MemeShare.failed', true);
        }
      },
    };
  }, [intl, toast]);
}
