import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isGroup, menuFor, type MenuGroup } from './menu';

type NavProps = { isPortalAdmin: boolean; onNavigate: () => void };

export function MainNav({ isPortalAdmin, onNavigate }: NavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return menuFor(isPortalAdmin).map((entry) =>
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
  const [opened, setOpened] = useState(() => group.children.some((c) => active(c.to)));
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
