import type {SearchIndexFile} from '@site/src/search/indexFormat';
import {joinSectionTexts, splitSectionTexts} from '@site/src/search/sectionTexts';
import {describe, expect, it} from 'vitest';

import {sampleIndex} from './sampleIndex';

const withText = (text: string): SearchIndexFile => ({
  ...sampleIndex,
  sections: [{page: 0, anchor: 'a', level: 2, headings: ['A'], text}],
});

describe('splitSectionTexts', () => {
  it('keeps the lead words in the index and the rest in the texts file', () => {
    const {index, texts} = splitSectionTexts(withText('one two three four five'), 2);
    expect(index.sections[0]?.text).toBe('one two');
    expect(texts.rests).toEqual(['three four five']);
  });

  it('leaves a section of no more than the lead words whole, with an empty rest', () => {
    const {index, texts} = splitSectionTexts(withText('one two'), 2);
    expect(index.sections[0]?.text).toBe('one two');
    expect(texts.rests).toEqual(['']);
  });

  it('ships no text of a section given no lead words', () => {
    const {index, texts} = splitSectionTexts(withText('one two three'), 0);
    expect(index.sections[0]?.text).toBe('');
    expect(texts.rests).toEqual(['one two three']);
  });

  it('takes a count per section', () => {
    const twoSections: SearchIndexFile = {
      ...sampleIndex,
      sections: [
        {page: 0, anchor: '', level: 1, headings: [], text: 'one two three'},
        {page: 0, anchor: 'a', level: 2, headings: ['A'], text: 'four five six'},
      ],
    };
    const {index, texts} = splitSectionTexts(twoSections, (section) => section.level - 1);
    expect(index.sections.map((s) => s.text)).toEqual(['', 'four']);
    expect(texts.rests).toEqual(['one two three', 'five six']);
  });

  it('keeps pages and the rest of the index as they are', () => {
    const {index} = splitSectionTexts(sampleIndex, 3);
    expect(index.pages).toBe(sampleIndex.pages);
    expect(index.sections.map(({text: _text, ...rest}) => rest)).toEqual(
      sampleIndex.sections.map(({text: _text, ...rest}) => rest),
    );
  });
});

describe('joinSectionTexts', () => {
  it.each([0, 1, 3, 6, 100])('gives back the whole index after a split at %i words', (words) => {
    const {index, texts} = splitSectionTexts(sampleIndex, words);
    expect(joinSectionTexts(index, texts)).toEqual(sampleIndex);
  });

  it('refuses a texts file written for another index', () => {
    const {index} = splitSectionTexts(sampleIndex, 3);
    expect(() => joinSectionTexts(index, {version: 2, rests: ['']})).toThrow(
      /texts file has 1 sections; the index has \d+/,
    );
  });
});
