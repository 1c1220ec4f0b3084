import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { API_LIMIT_DEFAULTS, IMAGE_LIMITS } from '../../../core/limits';
import type { MessageId } from '../../i18n/messageIds';
import { Page } from '../../ui/Page';
import { Table } from '../../ui/Table';
import { theme } from '../../ui/theme';
import { usePageTitle } from '../../ui/usePageTitle';
import { CodeBlock } from './CodeBlock';
import {
  AUTH_HEADER,
  curlGenerate,
  curlSearch,
  curlShare,
  EXAMPLE_TEMPLATE,
  IMAGE_PATH,
  imageTagExample,
  imageUrl,
  INVALID_TOKEN_RESPONSE,
  postSharedMemeExample,
  RATE_LIMIT_RESPONSE,
  TOKEN_ENV,
  webSocketExample,
} from './examples';

// The figures of the shared contract: the server's defaults (core/limits.ts).
const TOKEN_LIMIT = API_LIMIT_DEFAULTS.requestsPerToken;
const ANONYMOUS_LIMIT = API_LIMIT_DEFAULTS.requestsPerAnonymousAddress;
const USER_RENDER_MEGAPIXELS = API_LIMIT_DEFAULTS.renderMegapixelsPerUser;
const ANONYMOUS_RENDER_MEGAPIXELS = API_LIMIT_DEFAULTS.renderMegapixelsPerAnonymousAddress;
const SIZE_MIN = IMAGE_LIMITS.minOutputSide;
const SIZE_MAX = IMAGE_LIMITS.maxOutputSide;
// The in-browser GraphQL editor at GET /graphql (a name, not translated).
const GRAPHIQL = 'GraphiQL';

const layoutCSS = css`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 200px;
  }
`;

const tocCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font-size: 0.9rem;
  & h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.color.textMuted};
  }
  & ol {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    color: ${theme.color.textMuted};
    text-decoration: none;
  }
  & a:hover {
    color: ${theme.color.text};
    text-decoration: underline;
  }
  @media (min-width: 1100px) {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    inset-block-start: calc(${theme.size.topBar} + ${theme.space.md});
  }
`;

const contentCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  min-inline-size: 0;
`;

const sectionCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  scroll-margin-block-start: calc(${theme.size.topBar} + ${theme.space.md});
  & h2 {
    font-size: 1.5rem;
    padding-block-end: ${theme.space.sm};
    border-block-end: 1px solid ${theme.color.border};
  }
  & h3 {
    font-size: 1.05rem;
    margin-block-start: ${theme.space.sm};
  }
  & p,
  & li {
    max-inline-size: 75ch;
  }
  & ul,
  & ol {
    margin: 0;
    padding-inline-start: 1.4em;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
  }
  & a {
    color: ${theme.color.accent};
  }
  /* the table's cells keep to one line by default: its prose wraps, its names do not */
  & table td {
    white-space: normal;
    min-inline-size: 16ch;
  }
  & table td:first-of-type {
    min-inline-size: 0;
  }
  & table td:first-of-type code {
    overflow-wrap: normal;
  }
  & table td:first-of-type code + code {
    margin-inline-start: ${theme.space.xs};
  }
`;

const inlineCodeCSS = css`
  padding: 0.1em 0.35em;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 0.85em;
  /* A left-to-right box of its own, so a name or address wrapped inside right-to-left prose still
     reads in order (an inline run would be reordered line by line). */
  display: inline-block;
  max-inline-size: 100%;
  vertical-align: bottom;
  overflow-wrap: anywhere;
  direction: ltr;
`;

const exampleCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  & img {
    display: block;
    inline-size: min(100%, 360px);
    block-size: auto;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
  }
  & figcaption {
    color: ${theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const code = (text: string) => <code css={inlineCodeCSS}>{text}</code>;

const SECTIONS: { id: string; titleId: MessageId }[] = [
  { id: 'token', titleId: 'Developers.token.title' },
  { id: 'graphql', titleId: 'Developers.graphql.title' },
  { id: 'sharing', titleId: 'Developers.share.title' },
  { id: 'subscriptions', titleId: 'Developers.ws.title' },
  { id: 'cannot', titleId: 'Developers.cannot.title' },
  { id: 'limits', titleId: 'Developers.limits.title' },
  { id: 'images', titleId: 'Developers.images.title' },
];

const CANNOT: MessageId[] = [
  'Developers.cannot.password',
  'Developers.cannot.delete',
  'Developers.cannot.tokens',
  'Developers.cannot.buy',
  'Developers.cannot.logout',
  'Developers.cannot.admin',
];

function Section({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  return (
    <section id={id} css={sectionCSS} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

/** /developers: how to call the API with a personal token, its limits, and the image URL API. */
export function DevelopersPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'Developers.title' });
  usePageTitle(title, intl.formatMessage({ id: 'App.name' }));
  const origin = window.location.origin;
  const number = (value: number) => intl.formatNumber(value);

  return (
    <Page title={title} subtitle={intl.formatMessage({ id: 'Developers.subtitle' })}>
      <div css={layoutCSS}>
        <nav css={tocCSS} aria-labelledby="developers-toc">
          <h2 id="developers-toc">
            <FormattedMessage id="Developers.toc" />
          </h2>
          <ol>
            {SECTIONS.map(({ id, titleId }) => (
              <li key={id}>
                <a href={`#${id}`}>
                  <FormattedMessage id={titleId} />
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div css={contentCSS}>
          <Section id="token" titleId="Developers.token.title">
            <ol>
              <li>
                <FormattedMessage
                  id="Developers.token.step1"
                  values={{ settings: <Link to="/profile/settings">{intl.formatMessage({ id: 'Nav.settings' })}</Link> }}
                />
              </li>
              <li>
                <FormattedMessage id="Developers.token.step2" />
              </li>
              <li>
                <FormattedMessage id="Developers.token.step3" values={{ header: code(AUTH_HEADER) }} />
              </li>
            </ol>
            <CodeBlock language="Shell" code={TOKEN_ENV} />
          </Section>

          <Section id="graphql" titleId="Developers.graphql.title">
            <p>
              <FormattedMessage
                id="Developers.graphql.intro"
                values={{ endpoint: code(`POST ${origin}/graphql`), playground: <a href="/graphql">{GRAPHIQL}</a> }}
              />
            </p>
            <h3>
              <FormattedMessage id="Developers.graphql.search" />
            </h3>
            <CodeBlock language="Shell" code={curlSearch(origin)} />
            <h3>
              <FormattedMessage id="Developers.graphql.generate" />
            </h3>
            <p>
              <FormattedMessage id="Developers.graphql.generateText" values={{ template: code(EXAMPLE_TEMPLATE), typename: code('__typename') }} />
            </p>
            <CodeBlock language="Shell" code={curlGenerate(origin)} />
          </Section>

          <Section id="sharing" titleId="Developers.share.title">
            <p>
              <FormattedMessage id="Developers.share.intro" values={{ imageUrl: code('imageUrl'), shareUrl: code('shareUrl'), null: code('null') }} />
            </p>
            <p>
              <FormattedMessage id="Developers.share.mutation" values={{ mutation: code('shareMeme'), id: code('id'), generate: code('generateMemes') }} />
            </p>
            <CodeBlock language="Shell" code={curlShare(origin)} />
            <p>
              <FormattedMessage id="Developers.share.example" />
            </p>
            <CodeBlock language="Shell" code={postSharedMemeExample(origin)} />
            <p>
              <FormattedMessage
                id="Developers.share.picture"
                values={{ png: code('.png'), jpg: code('.jpg'), webp: code('.webp'), gif: code('.gif'), width: code('?width=') }}
              />
            </p>
            <p>
              <FormattedMessage id="Developers.share.stop" values={{ mutation: code('stopSharingMeme'), status: code('404') }} />
            </p>
          </Section>

          <Section id="subscriptions" titleId="Developers.ws.title">
            <p>
              <FormattedMessage
                id="Developers.ws.intro"
                values={{ protocol: code('graphql-transport-ws'), url: code(`${origin.replace(/^http/, 'ws')}/graphql`), params: code('connectionParams') }}
              />
            </p>
            <CodeBlock language="JavaScript" code={webSocketExample(origin)} />
            <p>
              <FormattedMessage id="Developers.ws.close" values={{ code: code('4401') }} />
            </p>
            <p>
              <FormattedMessage
                id="Developers.ws.progress"
                values={{
                  subscription: code('memeGenerationProgress'),
                  key: code('progressKey'),
                  listening: code('MemeGenerationListening'),
                  mutation: code('generateMemes'),
                }}
              />
            </p>
          </Section>

          <Section id="cannot" titleId="Developers.cannot.title">
            <p>
              <FormattedMessage id="Developers.cannot.intro" />
            </p>
            <ul>
              {CANNOT.map((id) => (
                <li key={id}>
                  <FormattedMessage id={id} />
                </li>
              ))}
            </ul>
            <p>
              <FormattedMessage id="Developers.cannot.error" values={{ code: code('FORBIDDEN') }} />
            </p>
            <p>
              <FormattedMessage id="Developers.cannot.invalid" values={{ status: code('401'), code: code('UNAUTHENTICATED') }} />
            </p>
            <CodeBlock language="HTTP" code={INVALID_TOKEN_RESPONSE} />
          </Section>

          <Section id="limits" titleId="Developers.limits.title">
            <ul>
              <li>
                <FormattedMessage id="Developers.limits.token" values={{ count: number(TOKEN_LIMIT) }} />
              </li>
              <li>
                <FormattedMessage id="Developers.limits.anonymous" values={{ count: number(ANONYMOUS_LIMIT) }} />
              </li>
              <li>
                <FormattedMessage
                  id="Developers.limits.renders"
                  values={{ user: number(USER_RENDER_MEGAPIXELS), anonymous: number(ANONYMOUS_RENDER_MEGAPIXELS) }}
                />
              </li>
            </ul>
            <p>
              <FormattedMessage id="Developers.limits.over" values={{ status: code('429'), header: code('Retry-After') }} />
            </p>
            <CodeBlock language="HTTP" code={RATE_LIMIT_RESPONSE} />
          </Section>

          <Section id="images" titleId="Developers.images.title">
            <p>
              <FormattedMessage id="Developers.images.intro" />
            </p>
            <CodeBlock language="URL" code={imageUrl(origin)} wrap />
            <figure css={exampleCSS}>
              <img src={IMAGE_PATH} alt={intl.formatMessage({ id: 'Developers.images.alt' })} width={360} height={360} loading="lazy" />
              <figcaption>
                <FormattedMessage id="Developers.images.live" />
              </figcaption>
            </figure>
            <Table
              caption={intl.formatMessage({ id: 'Developers.images.table' })}
              columns={[{ label: 'Developers.images.param' }, { label: 'Developers.images.meaning' }]}
            >
              <tr>
                <td>{code('<templateId>')}</td>
                <td>
                  <FormattedMessage id="Developers.images.templateId" values={{ field: code('slug'), example: code(EXAMPLE_TEMPLATE) }} />
                </td>
              </tr>
              <tr>
                <td>
                  {code('.png')}
                  {code('.jpg')}
                  {code('.webp')}
                  {code('.gif')}
                  {code('.mp4')}
                </td>
                <td>
                  <FormattedMessage id="Developers.images.formats" values={{ webp: code('.webp'), jpg: code('.jpg'), gif: code('.gif') }} />{' '}
                  <FormattedMessage id="Developers.images.mp4" values={{ mp4: code('.mp4') }} />
                </td>
              </tr>
              <tr>
                <td>{code('c')}</td>
                <td>
                  <FormattedMessage id="Developers.images.c" />
                </td>
              </tr>
              <tr>
                <td>{code('d')}</td>
                <td>
                  <FormattedMessage id="Developers.images.d" values={{ format: code('base64url(JSON)'), c: code('c') }} />
                </td>
              </tr>
              <tr>
                <td>{code('width')}</td>
                <td>
                  <FormattedMessage id="Developers.images.width" values={{ min: number(SIZE_MIN), max: number(SIZE_MAX), other: code('height') }} />
                </td>
              </tr>
              <tr>
                <td>{code('height')}</td>
                <td>
                  <FormattedMessage id="Developers.images.height" values={{ min: number(SIZE_MIN), max: number(SIZE_MAX), other: code('width') }} />
                </td>
              </tr>
            </Table>
            <p>
              <FormattedMessage
                id="Developers.images.caching"
                values={{ cache: code('Cache-Control: public, max-age=31536000, immutable'), etag: code('ETag'), notModified: code('304') }}
              />
            </p>
            <p>
              <FormattedMessage id="Developers.images.errors" values={{ status: code('400') }} />
            </p>
            <p>
              <FormattedMessage id="Developers.images.embed" />
            </p>
            <CodeBlock language="HTML" code={imageTagExample(origin)} wrap />
          </Section>
        </div>
      </div>
    </Page>
  );
}
