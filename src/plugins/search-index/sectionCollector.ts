import type {IndexedSection} from '../../search/indexFormat';
import {sourcePointer} from './pageText';

/** A section before its page is numbered. */
export type PageSection = Omit<IndexedSection, 'page'>;

/**
 * Cuts a page into sections as its reader walks it in document order: the lead text, then one
 * section per h2–h6 heading with the prose up to the next heading. Both page readers (rendered
 * HTML, Markdown sources) feed it, so that both cut a page the same way.
 */
export class SectionCollector {
  private readonly sections: PageSection[] = [];
  private current: PageSection = {anchor: '', level: 1, headings: [], text: ''};
  private readonly prose: string[] = [];

  constructor() {
    this.sections.push(this.current);
  }

  /** Starts the section of an h2–h6 heading (`level` 2–6). */
  heading(level: number, anchor: string, text: string): void {
    this.flush();
    // Keep the headings above this one, one entry per level from h2: a skipped level is ''.
    const above = this.current.headings.slice(0, level - 2);
    while (above.length < level - 2) above.push('');
    this.current = {anchor, level, headings: [...above, text], text: ''};
    this.sections.push(this.current);
  }

  /** Adds a piece of prose (cleaned text) to the current section. */
  addProse(text: string): void {
    if (text && !sourcePointer.test(text)) this.prose.push(text);
  }

  /** The sections: the lead, and every heading that has an anchor to link to. */
  finish(): PageSection[] {
    this.flush();
    return this.sections.filter((s) => s.level === 1 || s.anchor);
  }

  private flush(): void {
    this.current.text = this.prose.join(' ');
    this.prose.length = 0;
  }
}
