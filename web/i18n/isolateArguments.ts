import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './messageIds';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTORY_ISOLATE = '\u2069';

function isolate(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((element): MessageFormatElement[] => {
    if (element.type === TYPE.argument) {
      return [{ type: TYPE.literal, value: FIRST_STRONG_ISOLATE }, element, { type: TYPE.literal, value: POP_DIRECTORY_ISOLATE }];
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: isolate(option.value) }]));
      return [{ ...element, options }];
    }
    if (element.type === TYPE.tag) return [{ ...element, children: isolate(element.children) }];
    return [element];
  });
}

/**
 * Wraps each text argument of a right-to-left catalogue (a username, a pack or template name) in
 * Unicode isolates, so the argument's own direction cannot pull the sentence's punctuation to the
 * wrong side: 'ar' "{pack}: …" with "Weekend Pack (2x)" keeps its colon after the name.
 */
export function isolateArguments(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, elements]) => [id, isolate(elements)])) as Messages;
}
