import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { PortalClaims } from '@portal/contracts/claims';
import { UserMenuButton } from './user-menu-button';
import { myContactQuery } from '../../features/account/api/get-my-contact';
import { useAfterFirstPaint } from '../../lib/after-paint';

// The menu's dropdown (with the positioning library it needs) is no part of the first paint: it loads once the screen
// has painted, or at once when its button is pointed at, focused or pressed.
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuWithDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuWithDropdown })));

/** The name the menu shows: the stored contact's, which wins over the token's names from the last sign-in. */
function useMenuName(user: PortalClaims): string {
  // Asked for once the screen has painted: the token's names show meanwhile.
  const contact = useQuery({ ...myContactQuery(), enabled: useAfterFirstPaint() }).data;
  return (
    (contact ? `${contact.firstname} ${contact.lastname}`.trim() : '') ||
    (user.name ?? [user.givenName, user.familyName].filter(Boolean).join(' ') ?? user.email ?? '')
  );
}

/** The user menu: account, user admin, language, sign out. */
export function UserMenu({ user }: { user: PortalClaims }) {
  const name = useMenuName(user);
  const painted = useAfterFirstPaint();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // Until the dropdown has come, the same button, which asks for it (and opens it once there when pressed).
  const waiting = (
    <UserMenuButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => {
        setFocused(true);
        void loadDropdown();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => setPressed(true)}
    />
  );
  if (!painted && !pressed) return waiting;
  return (
    <Suspense fallback={waiting}>
      <UserMenuWithDropdown user={user} name={name} openAtOnce={pressed} takeFocus={focused} />
    </Suspense>
  );
}
