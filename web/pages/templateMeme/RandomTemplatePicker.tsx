import { css } from '@emotion/react';
import { useTransition } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { PickedTemplate } from '../../features/templates/TemplateCard';
import { TemplateCardWithLayouts } from '../../features/templates/TemplateCardWithLayouts';
import { TemplateImagesNotice } from '../../features/templates/TemplateImagesNotice';
import { templateGridCSS } from '../../features/templates/templateStyles';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { theme } from '../../ui/theme';
import type { RandomTemplatePicker_query$key } from './__generated__/RandomTemplatePicker_query.graphql';
import type { RandomTemplatePickerRefetchQuery } from './__generated__/RandomTemplatePickerRefetchQuery.graphql';

const pickerCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-block-end: ${theme.space.sm};
    font-size: 0.9rem;
    color: ${theme.color.textMuted};
  }
`;

// Three across at every width, like Imgflip's picker: two short rows keep the prompt in reach on phones.
const gridCSS = css`
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
`;

type RandomTemplatePickerProps = {
  query: RandomTemplatePicker_query$key;
  /** The template chosen on the page, marked among the six when it is one of them. */
  selectedId: string | null;
  onSelect: (template: PickedTemplate) => void;
  disabled?: boolean;
};

/** Spec section 2: six random real memes (cards, each with its layouts) to pick from, and 'Show more templates' for six others. */
export function RandomTemplatePicker({ query, selectedId, onSelect, disabled }: RandomTemplatePickerProps) {
  const intl = useIntl();
  const [pending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment<RandomTemplatePickerRefetchQuery, RandomTemplatePicker_query$key>(
    graphql`
      fragment RandomTemplatePicker_query on Query
      @refetchable(queryName: "RandomTemplatePickerRefetchQuery")
      @argumentDefinitions(exclude: { type: "[String!]", defaultValue: [] }) {
        ...TemplateImagesNotice_query
        randomTemplates(count: 6, originalsOnly: true, exclude: $exclude) {
          id
          slug
          ...TemplateCardWithLayouts_template
        }
      }
    `,
    query,
  );
  const showMore = () => {
    if (pending) return;
    // The six on screen are left out, so the next six are all new. Not `disabled` while loading:
    // that would drop keyboard focus from the button; the current six stay, dimmed, until then.
    startTransition(() => {
      refetch({ exclude: data.randomTemplates.map((template) => template.slug) }, { fetchPolicy: 'network-only' });
    });
  };
  return (
    <fieldset css={pickerCSS} disabled={disabled}>
      <legend>{intl.formatMessage({ id: 'RandomTemplatePicker.label' })}</legend>
      <TemplateImagesNotice query={data} />
      <ul css={[templateGridCSS, gridCSS]} data-pending={pending} aria-busy={pending}>
        {data.randomTemplates.map((template) => (
          <li key={template.id}>
            <TemplateCardWithLayouts template={template} onSelect={onSelect} selected={template.id === selectedId} />
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={showMore} aria-busy={pending}>
        {pending ? <Spinner size="sm" /> : null}
        {intl.formatMessage({ id: 'RandomTemplatePicker.showMore' })}
      </Button>
    </fieldset>
  );
}
