import {
  type IndexedSection,
  type SearchIndexFile,
  searchIndexFormatVersion,
  type SearchTextsFile,
} from './indexFormat';

/** A whitespace-collapsed text cut after its first `words` words. */
function splitLead(text: string, words: number): {lead: string; rest: string} {
  if (words === 0) return {lead: '', rest: text};
  let end = -1;
  for (let word = 0; word < words; word += 1) {
    end = text.indexOf(' ', end + 1);
    if (end < 0) return {lead: text, rest: ''};
  }
  return {lead: text.slice(0, end), rest: text.slice(end + 1)};
}

/**
 * Splits the index into what it ships with (each section's first `leadWords` words: one count
 * for all sections, or a count per section) and the texts file (the rest), so that
 * {@link joinSectionTexts} gives back the same index.
 */
export function splitSectionTexts(
  index: SearchIndexFile,
  leadWords: number | ((section: IndexedSection) => number),
): {index: SearchIndexFile; texts: SearchTextsFile} {
  const rests: string[] = [];
  const sections = index.sections.map((section) => {
    const words = typeof leadWords === 'number' ? leadWords : leadWords(section);
    const {lead, rest} = splitLead(section.text, words);
    rests.push(rest);
    return rest ? {...section, text: lead} : section;
  });
  return {
    index: {...index, sections},
    texts: {version: searchIndexFormatVersion, rests},
  };
}

/** The index with each section's whole text: its lead, then the rest from the texts file. */
export function joinSectionTexts(index: SearchIndexFile, texts: SearchTextsFile): SearchIndexFile {
  if (texts.rests.length !== index.sections.length) {
    throw new Error(
      `The search texts file has ${texts.rests.length} sections; the index has ${index.sections.length}.`,
    );
  }
  return {
    ...index,
    sections: index.sections.map((section, i) => {
      const rest = texts.rests[i];
      if (!rest) return section;
      return {...section, text: section.text ? `${section.text} ${rest}` : rest};
    }),
  };
}
