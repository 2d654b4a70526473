/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/Navbar/MobileSidebar/Toggle).
 * Why: the navigation drawer is rendered when the reader comes near its toggle, not at page load
 * (see Navbar/MobileSidebar). What changed: a pointer over the button, a press on it or keyboard
 * focus on it asks for the drawer, a moment before the click that opens it, so that the drawer is
 * there to slide in as the stock one does.
 */
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import {requestMobileDrawer} from '@site/src/utils/mobileDrawerRequest';
import IconMenu from '@theme/Icon/Menu';
import type {ReactNode} from 'react';

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      onPointerEnter={requestMobileDrawer}
      onPointerDown={requestMobileDrawer}
      onFocus={requestMobileDrawer}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button">
      <IconMenu />
    </button>
  );
}
