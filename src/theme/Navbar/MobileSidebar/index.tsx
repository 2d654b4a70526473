import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useMobileDrawerRequested} from '@site/src/utils/mobileDrawerRequest';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type {ReactNode} from 'react';

/**
 * Wrapped: the navigation drawer is rendered once the reader comes near its toggle (see
 * Navbar/MobileSidebar/Toggle), not at page load. On a phone the stock drawer renders, hidden,
 * right after hydration: the main menu, the version and language menus and the whole docs
 * sidebar of the page (hundreds of links on an API page), the largest render of a docs page
 * after its hydration.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const requested = useMobileDrawerRequested();
  // Opened without coming near the toggle first (by a script, say): rendered at once, open.
  const {shown} = useNavbarMobileSidebar();
  return requested || shown ? <NavbarMobileSidebar /> : null;
}
