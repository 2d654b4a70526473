/** One piece of a decoded message: text of the message, or a value the error inserted. */
export type MessagePart = {kind: 'text'; text: string} | {kind: 'value'; text: string};

/**
 * Splits a message with `{0}`, `{1}`, … placeholders into parts, the values filled in from the
 * error's `v` parameters. A placeholder without a value keeps its `{n}` so nothing is hidden.
 */
export function formatMessage(message: string, values: readonly string[]): MessagePart[] {
  return message
    .split(/(\{\d+\})/)
    .filter((part) => part !== '')
    .map((part): MessagePart => {
      const index = /^\{(\d+)\}$/.exec(part)?.[1];
      if (index === undefined) {
        return {kind: 'text', text: part};
      }
      return {kind: 'value', text: values[Number(index)] ?? part};
    });
}
