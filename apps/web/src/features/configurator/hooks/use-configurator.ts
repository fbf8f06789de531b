import type { CompleteConfigurationResponse, ConfigMessage, ConfigureResponse, Ruleset } from '@portal/contracts/configurator';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorDialog } from '@portal/ui';
import { cartActions } from '../../../lib/cart/cart-store';
import { useCompleteConfiguration } from '../api/complete-configuration';
import { sendConfiguration } from '../api/configure';
import { useInitConfiguration } from '../api/init-configuration';
import { createConfigSender, type ConfigSender } from '../config-sender';
import {
  freshMessages,
  groupMessages,
  leaveWarning,
  nextVisiblePageIndex,
  primaryAction,
  resolvePageIndex,
  type MessageGroup,
} from '../configurator-logic';
import { isSuccess, linesToReplace, summaryImage, toCartItem } from '../configurator-summary';

/**
 * One configurator session (spec 001 §4): start it, send each change, keep the engine's
 * latest answer, finish it, and put the result in the cart.
 */
export function useConfigurator(ruleset: Ruleset, reopenHeaderId: string | undefined) {
  const { showError } = useErrorDialog();
  const init = useInitConfiguration(ruleset, reopenHeaderId);
  const session = init.data;
  const complete = useCompleteConfiguration();
  const sender = useRef<ConfigSender | null>(null);

  const [answer, setAnswer] = useState<ConfigureResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // What the user chose but the engine has not confirmed yet, shown meanwhile.
  const [pendingValues, setPendingValues] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<MessageGroup[]>([]);
  const [requestedPage, setRequestedPage] = useState(0);
  // The summary of a stove shows the last picture the engine drew.
  const [lastImageUrl, setLastImageUrl] = useState<string | null>(null);
  const [summary, setSummary] = useState<CompleteConfigurationResponse | null>(null);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!session) return;
    let answered = false;
    let previousMessages: readonly ConfigMessage[] = [];
    const next = createConfigSender((values) => sendConfiguration({ sessionId: session.SessionId, values }), {
      onBusyChange: setBusy,
      onAnswer: (response) => {
        answered = true;
        setAnswer(response);
        setLoadFailed(false);
        setPendingValues({});
        setMessages(groupMessages(freshMessages(previousMessages, response.Messages)));
        previousMessages = response.Messages;
        if (response.ImageUrl) setLastImageUrl(response.ImageUrl);
      },
      onError: (error, settled) => {
        if (settled) setPendingValues({});
        // Before the first answer there is nothing to keep on screen: the page offers a retry instead.
        if (answered) showError({ error });
        else setLoadFailed(true);
      },
    });
    sender.current = next;
    next.submit([]);
    return () => {
      next.dispose();
      sender.current = null;
    };
  }, [session, showError]);

  const change = useCallback((id: string, value: string) => {
    setPendingValues((current) => ({ ...current, [id]: value }));
    sender.current?.submit([{ ID: id, Value: value }]);
  }, []);

  const retryLoad = useCallback(() => {
    setLoadFailed(false);
    sender.current?.submit([]);
  }, []);

  const pages = answer?.Pages ?? [];
  const page = resolvePageIndex(pages, requestedPage);

  const finish = () => {
    if (!session) return;
    complete.mutate(
      { sessionId: session.SessionId, headerId: session.HeaderId, configurationId: session.ConfigurationId },
      { onSuccess: setSummary, onError: (error) => showError({ error }) },
    );
  };

  const summaryPicture = summary ? summaryImage(summary.ConfigItems, ruleset, lastImageUrl) : null;

  /** Puts the finished configuration in the cart, in place of the one it was reopened from. */
  const addToCart = (fallbackTitle: string) => {
    if (!session || !summary || !isSuccess(summary)) return false;
    const item = toCartItem({ summary, headerId: session.HeaderId, ruleset, image: summaryPicture ?? '', fallbackTitle });
    for (const id of linesToReplace(item.id, reopenHeaderId)) cartActions.remove(id);
    cartActions.add(item, 1);
    setAdded(true);
    return true;
  };

  /** The finished configuration as a new offer starts from it (as the cart keeps it, with the net price shown); null before it succeeded. */
  const offerStart = (fallbackTitle: string) => {
    if (!session || !summary || !isSuccess(summary)) return null;
    const item = toCartItem({ summary, headerId: session.HeaderId, ruleset, image: summaryPicture ?? '', fallbackTitle });
    return {
      headerId: item.headerId,
      ruleset: item.ruleset,
      sku: item.sku,
      title: item.title,
      image: item.image,
      items: item.items,
      price: item.price,
    };
  };

  return {
    init,
    answer,
    loadFailed,
    retryLoad,
    pendingValues,
    busy,
    change,
    page,
    goToPage: setRequestedPage,
    continueToNext: () => setRequestedPage(nextVisiblePageIndex(pages, page)),
    action: primaryAction(answer?.IsExecutionComplete ?? false, busy),
    messages,
    dismissMessages: () => setMessages([]),
    finish,
    finishing: complete.isPending,
    summary,
    summaryPicture,
    backToConfiguration: () => setSummary(null),
    addToCart,
    offerStart,
    leaveWarning: leaveWarning({ started: Boolean(session), finishedSuccessfully: summary !== null && isSuccess(summary), added }),
  };
}

export type Configurator = ReturnType<typeof useConfigurator>;
