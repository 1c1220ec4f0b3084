// How the dashboard names and formats each figure of the adminFigures query. A figure the server
// adds shows once it has a name here (one line and its message id).
import type { IntlShape } from 'react-intl';
import { packText } from '../../features/payments/packText';
import type { MessageId } from '../../i18n/messageIds';
import type { AdminFigures_query$data } from './__generated__/AdminFigures_query.graphql';
import type { FigureCard_figure$data } from './__generated__/FigureCard_figure.graphql';

type FigureKey = AdminFigures_query$data['adminFigures']['figures'][number]['key'];

export const FIGURE_NAMES: Partial<Record<FigureKey, MessageId>> = {
  SIGN_UPS: 'AdminFigures.figure.signUps',
  ACTIVE_USERS: 'AdminFigures.figure.activeUsers',
  MEMES_MADE: 'AdminFigures.figure.memesMade',
  TOKENS_SPENT: 'AdminFigures.figure.tokensSpent',
  TOKENS_BOUGHT: 'AdminFigures.figure.tokensBought',
  REVENUE: 'AdminFigures.figure.revenue',
  FAILED_GENERATIONS: 'AdminFigures.figure.failedGenerations',
  TOKENS_REFUNDED: 'AdminFigures.figure.tokensRefunded',
  SAFETY_REFUSALS: 'AdminFigures.figure.safetyRefusals',
  REPORTS_WAITING: 'AdminFigures.figure.reportsWaiting',
};

const PART_NAMES: Record<string, MessageId> = {
  aiTemplate: 'AdminFigures.part.aiTemplate',
  aiUpload: 'AdminFigures.part.aiUpload',
  byHand: 'AdminFigures.part.byHand',
  edit: 'AdminFigures.part.edit',
  image: 'AdminFigures.part.image',
  gif: 'AdminFigures.part.gif',
};

/** A part's name: a method or kind translated, a pack by its (translated, when built in) name. */
export function partName(intl: IntlShape, part: { group: string; key: string }): string {
  if (part.group === 'PACK') return packText(intl, { name: part.key }).name;
  const id = PART_NAMES[part.key];
  return id ? intl.formatMessage({ id }) : part.key;
}

/** A value as its unit reads: money from cents (USD, the only currency sold), else a whole number. */
export function figureFormatter(intl: IntlShape, unit: FigureCard_figure$data['unit']): (value: number) => string {
  if (unit === 'CENTS') return (value) => intl.formatNumber(value / 100, { style: 'currency', currency: 'USD' });
  return (value) => intl.formatNumber(value);
}
