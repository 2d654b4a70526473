import {type SearchIndexFile, searchIndexFormatVersion, type SearchTextsFile} from './indexFormat';

/** Offset of the space after the first `words` words of a whitespace-collapsed text, or -1. */
function endOfLead(text: string, words: number): number {
  let end = -1;
  for (let word = 0; word < words; word += 1) {
    end = text.indexOf(' ', end + 1);
    if (end < 0) return -1;
  }
  return end;
}

/**
 * Splits the index into what it ships with (each section's first `leadWords` words) and the texts
 * file (the rest), so that {@link joinSectionTexts} gives back the same index.
 */
export function splitSectionTexts(
  index: SearchIndexFile,
  leadWords: number,
): {index: SearchIndexFile; texts: SearchTextsFile} {
  const rests: string[] = [];
  const sections = index.sections.map((section) => {
    const end = endOfLead(section.text, leadWords);
    rests.push(end < 0 ? '' : section.text.slice(end + 1));
    return end < 0 ? section : {...section, text: section.text.slice(0, end)};
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
      return rest ? {...section, text: `${section.text} ${rest}`} : section;
    }),
  };
}
