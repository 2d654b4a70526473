import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {type ReactNode, useEffect} from 'react';

/**
 * The inline script hides the bar before React runs when an earlier announcement was dismissed
 * (`<html data-announcement-bar-initially-dismissed="true">`). When the id has changed since, the
 * theme shows the bar again in state but leaves that attribute, so its CSS keeps the new bar
 * hidden. Clearing the attribute once the bar is active makes a new announcement visible (spec §4).
 */
export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
