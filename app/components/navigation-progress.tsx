import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';

/**
 * A thin bar at the top while a page loads, and for screen readers a polite 'Loading',
 * then the new page's title. A new page (another path, not a filter or a variant of the
 * same one) also takes the keyboard's focus to its content, as a page load would, unless
 * the page put it somewhere itself: otherwise it stays on the link pressed, in the header.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  const { pathname } = useLocation();
  const busy = navigation.state !== 'idle';
  const [arrived, setArrived] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setArrived(document.title);
    const main = document.getElementById('main');
    // Focus on the body, or still on the link pressed outside the content.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <div className="nav-progress" data-state={navigation.state} aria-hidden="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="visually-hidden" role="status">
        {busy ? t('Loading') : arrived}
      </div>
    </>
  );
}
