import type { MouseEvent } from 'react';
import { LanguageMenuGroup } from '@portal/ui';
import { storedLanguage } from '@portal/ui/languages';
import { setMyLanguageRequest } from '../../features/account/api/set-my-language';

/**
 * The user menu's languages. The shared group stores the choice and switches the texts; a dealer's
 * choice also goes to the server, which writes the dealer's e-mails in it. The click bubbles here
 * after the group has stored it. A failure changes nothing on the screen, so it is only logged.
 */
export function DealerLanguageMenuGroup() {
  const tellServer = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-menu-item]')) return;
    const chosen = storedLanguage();
    if (!chosen) return;
    setMyLanguageRequest(chosen).catch((error: unknown) => console.warn('The chosen language could not be saved for e-mails', error));
  };
  return (
    // Only listens to the menu items' clicks inside it; it is not a control itself.
    <div onClick={tellServer}>
      <LanguageMenuGroup />
    </div>
  );
}
