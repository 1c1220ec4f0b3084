import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import type { TemplateCard_template$data, TemplateCard_template$key } from './__generated__/TemplateCard_template.graphql';
import { TemplateImage } from './TemplateImage';

/** What a picker hands to its owner when a template is chosen. */
export type PickedTemplate = Omit<TemplateCard_template$data, ' $fragmentType'>;

const cardCSS = css`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  text-align: start;
  cursor: pointer;
  transition: border-color 0.15s ease, transform 0.15s ease;
  &:hover,
  &:focus-visible {
    border-color: ${theme.color.accent};
  }
  &:hover {
    transform: translateY(-2px);
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 2px ${theme.color.accent};
  }
  & > img,
  & > [role='img'] {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.color.bg};
  }
`;

// Two lines before the ellipsis: narrow cards (the template page's three across on a phone) still
// show enough of names like "Two Guys on a Bus". A margin, not padding: padding would show the top
// of the clamped third line.
const nameCSS = css`
  display: -webkit-box;
  margin: ${theme.space.xs} ${theme.space.sm};
  font-size: 0.85rem;
  font-weight: 600;
  line-height: 1.25;
  max-block-size: 2.5em;
  overflow: hidden;
  overflow-wrap: break-word;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const gifBadgeCSS = css`
  position: absolute;
  inset-block-start: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  font-size: 0.7rem;
  font-weight: 700;
`;

type TemplateCardProps = {
  template: TemplateCard_template$key;
  onSelect: (template: PickedTemplate) => void;
  /** Where a card stays on screen after the pick (the template page's picker), it shows as pressed. */
  selected?: boolean;
};

/** One template in a grid: picture, name and a GIF mark; the whole card is the pick button. */
export function TemplateCard({ template, onSelect, selected }: TemplateCardProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TemplateCard_template on Template {
        # eslint-disable-next-line relay/unused-fields -- the whole template goes to onSelect
        id
        slug
        name
        # eslint-disable-next-line relay/unused-fields -- the whole template goes to onSelect
        category
        url
        isGif
        width
        height
      }
    `,
    template,
  );
  return (
    <button type="button" css={cardCSS} data-template={data.slug} aria-pressed={selected} onClick={() => onSelect(data)}>
      <TemplateImage src={data.url} alt="" width={data.width} height={data.height} />
      <span css={nameCSS}>{data.name}</span>
      {data.isGif ? <span css={gifBadgeCSS}>{intl.formatMessage({ id: 'TemplateBrowser.gifBadge' })}</span> : null}
    </button>
  );
}
