import { Alert, Button, Group, List, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartBatchResponse } from '@portal/contracts/cart';
import type { Offer } from '@portal/contracts/offers';
import {
  useCopyOffer,
  useDownloadOfferPdf,
  useEraseOfferCustomer,
  useOfferToCart,
  useReviseOffer,
  useSendOffer,
  useSetOfferStatus,
} from '../api/offers';
import { quoteStartFromOffer } from '../../../lib/quote-from-offer';

/** What a dealer does with an offer: its PDF, sending it, the customer's answer, a new version or copy, the cart, erasing the customer. */
export function OfferActions({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdf = useDownloadOfferPdf();
  const send = useSendOffer(offer.id);
  const status = useSetOfferStatus(offer.id);
  const revise = useReviseOffer();
  const copy = useCopyOffer();
  const toCart = useOfferToCart(offer.id);
  const erase = useEraseOfferCustomer(offer.id);
  const [dialog, setDialog] = useState<'send' | 'erase' | null>(null);
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [carted, setCarted] = useState<CartBatchResponse | null>(null);
  const open = offer.status === 'draft' || offer.status === 'sent';
  const failed = () => setNotice({ color: 'red', text: t('offers.failed') });
  const done = (text: string) => () => setNotice({ color: 'green', text });

  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          loading={pdf.isPending}
          onClick={() => pdf.mutate({ id: offer.id, number: offer.number }, { onError: failed })}
        >
          {t('offers.download-pdf')}
        </Button>
        {open && !offer.customer.erased && <Button onClick={() => setDialog('send')}>{t('offers.send')}</Button>}
        {open && (
          <>
            <Button
              variant="light"
              color="green"
              loading={status.isPending && status.variables === 'accepted'}
              onClick={() => status.mutate('accepted', { onSuccess: done(t('offers.accepted-notice')), onError: failed })}
            >
              {t('offers.accept')}
            </Button>
            <Button
              variant="light"
              color="red"
              loading={status.isPending && status.variables === 'declined'}
              onClick={() => status.mutate('declined', { onError: failed })}
            >
              {t('offers.decline')}
            </Button>
          </>
        )}
        <Button
          variant="default"
          loading={toCart.isPending}
          onClick={() => {
            setCarted(null);
            toCart.mutate(crypto.randomUUID(), { onSuccess: setCarted, onError: failed });
          }}
        >
          {t('offers.to-cart')}
        </Button>
        <Button variant="default" onClick={() => void navigate('/quote-request', { state: { fromOffer: quoteStartFromOffer(offer) } })}>
          {t('offers.ask-project-price')}
        </Button>
        <Button
          variant="default"
          loading={revise.isPending}
          onClick={() => revise.mutate(offer.id, { onSuccess: (o) => void navigate(`/offers/${o.id}`), onError: failed })}
        >
          {t('offers.revise')}
        </Button>
        <Button
          variant="default"
          loading={copy.isPending}
          onClick={() => copy.mutate(offer.id, { onSuccess: (o) => void navigate(`/offers/${o.id}`), onError: failed })}
        >
          {t('offers.copy')}
        </Button>
        {!offer.customer.erased && (
          <Button variant="subtle" color="red" onClick={() => setDialog('erase')}>
            {t('offers.erase')}
          </Button>
        )}
      </Group>
      {notice && (
        <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      {carted && (
        <Alert color={carted.skipped.length ? 'yellow' : 'green'} role="status" title={t('offers.carted', { count: carted.added.length })}>
          {carted.skipped.length > 0 && (
            <List size="sm">
              {carted.skipped.map((s) => (
                <List.Item key={s.id}>
                  {s.title}: {t(`order-lists.skip.${s.reason}`)}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      <Modal
        opened={dialog === 'send'}
        onClose={() => setDialog(null)}
        title={t('offers.send-title')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Text mb="sm">{t('offers.send-text', { email: offer.customer.email ?? '' })}</Text>
        <Textarea
          label={t('offers.send-message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
            {t('offers.cancel')}
          </Button>
          <Button
            loading={send.isPending}
            onClick={() =>
              send.mutate(message, {
                onSuccess: () => {
                  setDialog(null);
                  setNotice({ color: 'green', text: t('offers.sent-notice', { email: offer.customer.email ?? '' }) });
                },
                onError: () => {
                  setDialog(null);
                  failed();
                },
              })
            }
          >
            {t('offers.send')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={dialog === 'erase'}
        onClose={() => setDialog(null)}
        title={t('offers.erase-title')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Text mb="md">{t('offers.erase-text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
            {t('offers.cancel')}
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            onClick={() => erase.mutate(undefined, { onSettled: () => setDialog(null), onError: failed })}
          >
            {t('offers.erase')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
