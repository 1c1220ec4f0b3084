import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CenteredSpinner } from './Spinner';

type LoadingBoundaryProps = {
  children: ReactNode;
  /** 'screen' keeps a screen's height free while waiting, so nothing below moves when the content comes. */
  fill?: 'block' | 'screen';
};

/** The centred 'Loading' spinner in place of its children while they wait for data or code. */
export function LoadingBoundary({ children, fill }: LoadingBoundaryProps) {
  const intl = useIntl();
  return <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} fill={fill} />}>{children}</Suspense>;
}
