import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMemo} from 'react';

import {englishUtcDate, type UtcDateFormat, utcDateFormats} from './utcDate';

/** Formats dates in one of the theme's formats for the current locale: without Intl in English. */
export function useUtcDate(format: UtcDateFormat): (date: Date) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return useMemo(() => {
    if (currentLocale === 'en') return (date: Date) => englishUtcDate(date, format);
    const intl = new Intl.DateTimeFormat(currentLocale, utcDateFormats[format]);
    return (date: Date) => intl.format(date);
  }, [currentLocale, format]);
}
