import clsx from 'clsx';
import {type KeyboardEvent, type ReactNode, useRef} from 'react';

import styles from './styles.module.css';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

export interface Props<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tab and panel ids: `${idPrefix}-${tab.id}-tab` labels `${idPrefix}-${tab.id}`. */
  idPrefix: string;
}

/**
 * Tabs as the ARIA authoring practices describe them: one tab stop, arrow keys (and Home/End) move
 * between the tabs and select them.
 */
export default function TabList<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: Props<Id>): ReactNode {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[index]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabList}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.id}-tab`}
          aria-controls={`${idPrefix}-${tab.id}`}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className={clsx(styles.tab, tab.id === selected && styles.tabSelected)}
          onKeyDown={onKeyDown}
          onClick={() => {
            onSelect(tab.id);
          }}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
