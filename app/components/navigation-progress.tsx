import { useNavigation } from 'react-router';

/** A thin bar at the top while a page loads, and a polite 'Loading' for screen readers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div className="nav-progress" data-state={navigation.state} aria-hidden="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="visually-hidden" aria-live="polite">
        {busy ? 'Loading' : ''}
      </div>
    </>
  );
}
