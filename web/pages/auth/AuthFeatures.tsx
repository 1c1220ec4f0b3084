import { css } from '@emotion/react';
import { useId, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { SmileIcon, SparklesIcon, TemplateIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const panelCSS = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background:
    radial-gradient(circle at 100% 0%, color-mix(in srgb, ${theme.color.accent} 22%, transparent), transparent 60%),
    ${theme.color.surface};
`;

const headingCSS = css`
  font-family: ${theme.font.display};
  font-weight: 400;
  font-size: clamp(1.6rem, 2vw + 1rem, 2.2rem);
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const listCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemCSS = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  & svg {
    grid-row: span 2;
    color: ${theme.color.accent};
  }
  & h3 {
    font-size: 1rem;
  }
  & p {
    color: ${theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

type Feature = { icon: ComponentType<{ size?: number }>; title: MessageId; description: MessageId };

const features: Feature[] = [
  { icon: SparklesIcon, title: 'Auth.features.ai.title', description: 'Auth.features.ai.description' },
  { icon: TemplateIcon, title: 'Auth.features.templates.title', description: 'Auth.features.templates.description' },
  { icon: SmileIcon, title: 'Auth.features.stickers.title', description: 'Auth.features.stickers.description' },
];

/** The marketing side of /auth: what an account gets you. */
export function AuthFeatures() {
  const headingId = useId();
  return (
    <aside css={panelCSS} aria-labelledby={headingId}>
      <h2 id={headingId} css={headingCSS}>
        <FormattedMessage id="Auth.features.title" />
      </h2>
      <ul css={listCSS}>
        {features.map(({ icon: Icon, title, description }) => (
          <li key={title} css={itemCSS}>
            <Icon size={28} />
            <h3>
              <FormattedMessage id={title} />
            </h3>
            <p>
              <FormattedMessage id={description} />
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
