import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDeclaredMenuItem } from '../../lib/menu-item';
import { isGroup, menuFor, type MenuGroup } from './menu';

type NavProps = { isPortalAdmin: boolean; viewAs: boolean; onNavigate: () => void };

export function MainNav({ isPortalAdmin, viewAs, onNavigate }: NavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The item the screen declares (an order's page: open orders or history), else the one its address lies under.
  const declared = useDeclaredMenuItem();
  const active = (to: string) => (declared ? declared === to : pathname === to || pathname.startsWith(`${to}/`));

  return menuFor(isPortalAdmin, viewAs).map((entry) =>
    isGroup(entry) ? (
      <NavGroup key={entry.labelKey} group={entry} active={active} onNavigate={onNavigate} />
    ) : (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={t(entry.labelKey)}
        active={active(entry.to)}
        aria-current={active(entry.to) ? 'page' : undefined}
        onClick={onNavigate}
      />
    ),
  );
}

/** A collapsible group: a real button, so it works from the keyboard and tells whether it is open. */
function NavGroup({ group, active, onNavigate }: { group: MenuGroup; active: (to: string) => boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const holdsActive = group.children.some((c) => active(c.to));
  const [opened, setOpened] = useState(holdsActive);
  // A group opens when the screen shown comes to lie in it (reached by a link on a page, not by the menu).
  const [heldActive, setHeldActive] = useState(holdsActive);
  if (heldActive !== holdsActive) {
    setHeldActive(holdsActive);
    if (holdsActive) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.labelKey)}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {group.children.map((child) => (
        <NavLink
          key={child.to}
          component={Link}
          to={child.to}
          label={t(child.labelKey)}
          active={active(child.to)}
          aria-current={active(child.to) ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}
