import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { Button } from './Button';

type SubmitButtonProps = {
  /** True while the form's request runs: the button is off and says so. */
  pending: boolean;
  labelId: MessageId;
  pendingId: MessageId;
};

/** A form's submit button, off and saying what is under way while the form's request runs. */
export function SubmitButton({ pending, labelId, pendingId }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending}>
      <FormattedMessage id={pending ? pendingId : labelId} />
    </Button>
  );
}
