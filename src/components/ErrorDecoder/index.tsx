import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';

import {formatMessage} from './formatMessage';
import styles from './styles.module.css';

export interface Props {
  /** The table built by src/plugins/error-codes. */
  table: {version: string; codes: Record<string, string>};
}

function DecodedError({code, values, table}: {code: string; values: string[]} & Props): ReactNode {
  const message = table.codes[code];
  if (message === undefined) {
    return (
      <div className="alert alert--warning" role="status">
        <Translate
          id="lexical.errorDecoder.unknown"
          description="Shown when an error code is not in the table"
          values={{code: <code>{code}</code>, version: table.version}}>
          {
            'Lexical {version} has no production error with code {code}. The error may come from another version of Lexical: reproduce it with the development build to see its message.'
          }
        </Translate>
      </div>
    );
  }
  return (
    <div className="alert alert--danger" role="status">
      <p className={styles.code}>
        <Translate
          id="lexical.errorDecoder.heading"
          description="Label above a decoded error message"
          values={{code}}>
          {'Lexical error #{code}'}
        </Translate>
      </p>
      <p className={styles.message}>
        {formatMessage(message, values).map((part, index) =>
          part.kind === 'value' ? <code key={index}>{part.text}</code> : part.text,
        )}
      </p>
    </div>
  );
}

/**
 * Decodes the address in a minified production error: reads `code` and the `v` values from the
 * query and shows the full message with the values filled in, or says the code is unknown. A
 * small form looks up a code by hand. The query is read once hydrated, so the pre-rendered page
 * and the first client render agree.
 */
export default function ErrorDecoder({table}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const params = new URLSearchParams(isBrowser ? search : '');
  const code = params.get('code')?.trim();
  return (
    <section className={styles.decoder} aria-live="polite">
      {code ? <DecodedError code={code} values={params.getAll('v')} table={table} /> : null}
      <form className={styles.form} method="get">
        <label htmlFor="lexical-error-code">
          <Translate id="lexical.errorDecoder.label" description="Label of the error code field">
            Error code
          </Translate>
        </label>
        <input
          id="lexical-error-code"
          name="code"
          inputMode="numeric"
          pattern="[0-9]+"
          required
          defaultValue={code ?? ''}
          key={code ?? ''}
          className={styles.input}
        />
        <button type="submit" className="button button--primary">
          {translate({
            id: 'lexical.errorDecoder.submit',
            message: 'Show message',
            description: 'Button that looks up an error code',
          })}
        </button>
      </form>
    </section>
  );
}
