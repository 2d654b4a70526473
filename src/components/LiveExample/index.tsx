import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, {translate} from '@docusaurus/Translate';
import {type LiveExampleName, liveExamples} from '@site/src/examples/registry';
import clsx from 'clsx';
import {
  type CSSProperties,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';

import ExampleError from './ExampleError';
import {loadSources} from './loadExample';
import MountedExample from './MountedExample';
import type {LoadedSourceFile} from './SourceView';
import SourceView from './SourceView';
import StateFormatTabs, {type StateFormat} from './StateFormatTabs';
import styles from './styles.module.css';
import TabList from './TabList';
import {useApproach} from './useApproach';
import {useExampleLoader} from './useExampleLoader';

export interface Props {
  /** The example under `src/examples/` (see its registry). */
  name: LiveExampleName;
  /** What the example shows, as its caption. */
  title: string;
  /** Whether the editor state panel is open at first (a toggle opens and closes it). */
  stateInitiallyShown?: boolean;
  className?: string;
}

type View = 'result' | 'source';

const views = [
  {
    id: 'result',
    label: translate({
      id: 'lexical.liveExample.view.result',
      message: 'Editor',
      description: 'Tab of a live example that shows the running editor',
    }),
  },
  {
    id: 'source',
    label: translate({
      id: 'lexical.liveExample.view.source',
      message: 'Source',
      description: "Tab of a live example that shows the example's source code",
    }),
  },
] as const;

function Loading({children}: {children: ReactNode}): ReactNode {
  return <p className={styles.loading}>{children}</p>;
}

/**
 * A running Lexical example for the docs: the editor, its source (the files that run), and its
 * editor state as you type. Nothing of Lexical loads until the example nears the viewport or the
 * reader reaches for it; until then the server-rendered frame holds the same room.
 */
export default function LiveExample({
  name,
  title,
  stateInitiallyShown = true,
  className,
}: Props): ReactNode {
  const entry = liveExamples[name];
  const frame = useRef<HTMLElement>(null);
  const {approached, approach} = useApproach(frame);
  const {modules, mountKey, retry, restart} = useExampleLoader(entry, approached);
  const [view, setView] = useState<View>('result');
  const [sources, setSources] = useState<Promise<LoadedSourceFile[]> | null>(null);
  const [stateShown, setStateShown] = useState(stateInitiallyShown);
  const [format, setFormat] = useState<StateFormat>('tree');
  const [stateContainer, setStateContainer] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  // Set when the reader starts the example with its button: the editor then takes the focus.
  const focusOnMount = useRef(false);
  const onMounted = useCallback(() => {
    setMounted(true);
    if (focusOnMount.current) {
      focusOnMount.current = false;
      frame.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
    }
  }, []);
  const id = useId();

  function selectView(next: View): void {
    setView(next);
    if (next === 'source' && !sources) setSources(loadSources(entry));
  }

  const loadingEditor = (
    <Loading>
      <Translate
        id="lexical.liveExample.loading"
        description="Shown in a live example's frame until its editor has loaded">
        Loading the live editor…
      </Translate>
    </Loading>
  );
  // Before the reader comes near, the frame offers to start the editor (hovering, focusing or
  // scrolling starts it too).
  const startButton = (
    <div className={styles.start}>
      <button
        type="button"
        className="button button--primary"
        // Focusing the button starts the editor (through the frame's onFocus) and hands it the
        // focus once mounted, since the button itself goes away.
        onFocus={() => {
          focusOnMount.current = true;
        }}
        onClick={approach}>
        <Translate
          id="lexical.liveExample.start"
          description="Button that loads and starts a live example's editor">
          Start the live editor
        </Translate>
      </button>
    </div>
  );

  return (
    <figure
      ref={frame}
      className={clsx(styles.frame, stateShown && styles.withState, className)}
      style={{'--live-example-height': `${entry.height}rem`} as CSSProperties}
      data-live-example={name}
      data-live-example-mounted={mounted}
      onPointerEnter={approach}
      onFocus={approach}>
      <div className={styles.header}>
        <figcaption className={styles.title}>{title}</figcaption>
        <TabList
          label={translate({
            id: 'lexical.liveExample.views',
            message: 'Example view',
            description:
              'Accessible name of the tabs that switch a live example between editor and source',
          })}
          tabs={views}
          selected={view}
          onSelect={selectView}
          idPrefix={id}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={stateShown}
            onClick={() => {
              setStateShown((shown) => !shown);
            }}>
            <Translate
              id="lexical.liveExample.toggleState"
              description="Toggle button that shows or hides a live example's editor state">
              Editor state
            </Translate>
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setView('result');
              restart();
            }}>
            <Translate
              id="lexical.liveExample.reset"
              description="Button that restores a live example's initial document">
              Reset
            </Translate>
          </button>
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-result`}
        aria-labelledby={`${id}-result-tab`}
        hidden={view !== 'result'}
        className={styles.result}>
        <div className={styles.example}>
          <ErrorBoundary
            fallback={({error, tryAgain}) => (
              <ExampleError
                error={error}
                onTryAgain={() => {
                  retry();
                  tryAgain();
                }}
              />
            )}>
            {modules ? (
              <Suspense fallback={loadingEditor}>
                <MountedExample
                  key={mountKey}
                  modules={modules}
                  stateContainer={stateShown ? stateContainer : null}
                  format={format}
                  onMounted={onMounted}
                />
              </Suspense>
            ) : (
              startButton
            )}
          </ErrorBoundary>
        </div>
        {stateShown && (
          <div
            role="group"
            className={styles.state}
            aria-label={translate({
              id: 'lexical.liveExample.state.label',
              message: 'Editor state',
              description: "Accessible name of the panel that shows a live example's editor state",
            })}>
            <StateFormatTabs selected={format} onSelect={setFormat} idPrefix={`${id}-state`} />
            {/* One panel serves both tabs: only its content changes with the format. */}
            <div
              role="tabpanel"
              id={`${id}-state-${format}`}
              aria-labelledby={`${id}-state-${format}-tab`}
              // Scrollable, so it must be reachable by keyboard.
              tabIndex={0}
              className={styles.stateText}>
              {!mounted && (
                <Loading>
                  <Translate
                    id="lexical.liveExample.state.loading"
                    description="Shown in a live example's state panel until its editor has loaded">
                    The editor state appears here as you type.
                  </Translate>
                </Loading>
              )}
              <div ref={setStateContainer} />
            </div>
          </div>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${id}-source`}
        aria-labelledby={`${id}-source-tab`}
        hidden={view !== 'source'}
        className={styles.source}>
        {sources && (
          <ErrorBoundary
            fallback={({error, tryAgain}) => (
              <ExampleError
                error={error}
                onTryAgain={() => {
                  setSources(loadSources(entry));
                  tryAgain();
                }}
              />
            )}>
            <Suspense
              fallback={
                <Loading>
                  <Translate
                    id="lexical.liveExample.source.loading"
                    description="Shown in a live example's Source tab while its files load">
                    Loading the source…
                  </Translate>
                </Loading>
              }>
              <SourceView files={sources} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </figure>
  );
}
