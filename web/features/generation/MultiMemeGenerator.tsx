import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { panelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';
import { PromptField } from './PromptField';
import type { GenerationOutcome, GenerationRequest } from './useMemeGeneration';

const toggleCSS = css`
  align-self: flex-start;
  font-family: ${theme.font.display};
  letter-spacing: 0.04em;
  &[aria-pressed='true'] {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }
`;

const submitCSS = css`
  font-family: ${theme.font.display};
  font-size: 1.2rem;
  letter-spacing: 0.05em;
  min-block-size: 52px;
`;

type MultiMemeGeneratorProps = {
  generate: (request: GenerationRequest) => Promise<GenerationOutcome | null>;
  generating: boolean;
  onGenerated: (outcome: GenerationOutcome) => void;
};

/**
 * Home's multi-meme generator: a prompt, the static / GIF mode toggle (GIF mode picks animated
 * templates), and 'GENERATE MEMES' ('GENERATING...' while busy). Inputs are disabled while busy.
 */
export function MultiMemeGenerator({ generate, generating, onGenerated }: MultiMemeGeneratorProps) {
  const intl = useIntl();
  const [prompt, setPrompt] = useState('');
  const [gif, setGif] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await generate({ method: 'TEXT', prompt, gif, count: 4 });
    if (outcome) onGenerated(outcome);
  };

  return (
    <form css={panelCSS} onSubmit={(event) => void submit(event)} aria-busy={generating}>
      <PromptField value={prompt} onChange={setPrompt} disabled={generating} placeholderId="MultiMemeGenerator.placeholder" />
      <Button variant="secondary" css={toggleCSS} aria-pressed={gif} disabled={generating} onClick={() => setGif(!gif)}>
        <FormattedMessage id={gif ? 'MultiMemeGenerator.gifMode' : 'MultiMemeGenerator.staticMode'} />
      </Button>
      <Button type="submit" css={submitCSS} disabled={generating || !prompt.trim()}>
        {intl.formatMessage({ id: generating ? 'MultiMemeGenerator.generating' : gif ? 'MultiMemeGenerator.generateGifs' : 'MultiMemeGenerator.generate' })}
      </Button>
    </form>
  );
}
