import { useMutation } from '@tanstack/react-query';
import { setMyLanguage } from '@portal/contracts/messages';
import type { Language } from '@portal/contracts/common';
import { apiRequest } from '@portal/ui/auth';

/** The language the user chose in the portal, so the e-mails the portal writes them are in it too. */
export const setMyLanguageRequest = (language: Language | null) => apiRequest(setMyLanguage, { body: { language } });

export const useSetMyLanguage = () => useMutation({ mutationFn: setMyLanguageRequest });
