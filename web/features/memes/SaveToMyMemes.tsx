import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { MemeDesign } from '../editor/memeDesign';
import { toDesignInput } from './designInput';
import { memePagePath } from './memePaths';
import { useSaveMeme } from './useSaveMeme';

const noteCSS = css`
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
`;

const savedCSS = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: 0.9rem;
`;

type SaveToMyMemesProps = {
  /** Null for a visitor, who is told how to save instead. */
  viewerId: string | null;
  templateId: string;
  design: MemeDesign;
  disabled?: boolean;
};

/** 'Save to My Memes' for a meme made in the template editor (free: no token is charged for manual work), then 'Open'. */
export function SaveToMyMemes({ viewerId, ...props }: SaveToMyMemesProps) {
  if (!viewerId) {
    return (
      <p css={noteCSS}>
        <FormattedMessage id="TemplateEditor.signInToSave" values={{ link: (chunks) => <Link to="/auth">{chunks}</Link> }} />
      </p>
    );
  }
  return <SaveButton viewerId={viewerId} {...props} />;
}

function SaveButton({ viewerId, templateId, design, disabled }: SaveToMyMemesProps & { viewerId: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { save, saving } = useSaveMeme(viewerId);
  const [saved, setSaved] = useState<{ memeId: string; design: MemeDesign } | null>(null);
  // Saved as it is now: saving again would only make a copy, until the design changes.
  const current = saved?.design === design ? saved : null;

  const run = async () => {
    const outcome = await save({ templateId, design: toDesignInput(design) });
    if ('error' in outcome) toast({ title: outcome.error, variant: 'destructive' });
    else setSaved({ memeId: outcome.memeId, design });
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled || saving || current !== null} onClick={() => void run()}>
        {intl.formatMessage({ id: 'TemplateEditor.saveToMyMemes' })}
      </Button>
      <span role="status" css={savedCSS}>
        {saved ? (
          <>
            <FormattedMessage id="TemplateEditor.saved" />
            <Link to={memePagePath(saved.memeId)}>
              <FormattedMessage id="TemplateEditor.openSaved" />
            </Link>
          </>
        ) : (
          <span css={noteCSS}>
            <FormattedMessage id="TemplateEditor.saveIsFree" />
          </span>
        )}
      </span>
    </>
  );
}
