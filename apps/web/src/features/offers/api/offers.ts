import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  copyOffer,
  createOffer,
  deleteOfferLogo,
  eraseOfferCustomer,
  getOffer,
  getOfferBranding,
  getOfferPdf,
  getOffers,
  offerToCart,
  reviseOffer,
  sendOffer,
  setOfferStatus,
  updateOffer,
  updateOfferBranding,
  uploadOfferLogo,
  type CreateOfferRequest,
  type OfferBrandingRequest,
  type UpdateOfferRequest,
} from '@portal/contracts/offers';
import { apiRequest, sendMultipart } from '@portal/ui/auth';
import { changeOnServer } from '../../../lib/cart/cart-store';
import { fetchFile, useFileDownload } from '../../../lib/file-download';

const ROOT = ['offers'] as const;

export const offersQuery = () => queryOptions({ queryKey: [...ROOT, 'all'], queryFn: ({ signal }) => apiRequest(getOffers, { signal }) });
export const offerQuery = (id: string) =>
  queryOptions({ queryKey: [...ROOT, 'one', id], queryFn: ({ signal }) => apiRequest(getOffer, { params: { id }, signal }) });
const brandingQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'branding'], queryFn: ({ signal }) => apiRequest(getOfferBranding, { signal }) });

export const useOffers = () => useQuery(offersQuery());
export const useOffer = (id: string) => useQuery({ ...offerQuery(id), enabled: id !== 'new' });
export const useOfferBranding = () => useQuery(brandingQuery());

/** Every change re-reads the offers: a colleague may have changed them meanwhile. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

const useOfferMutation = <V>(fn: (vars: V) => ReturnType<typeof apiRequest<typeof getOffer>>) => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: fn, onSettled: invalidate });
};

export const useCreateOffer = () => useOfferMutation((body: CreateOfferRequest) => apiRequest(createOffer, { body }));
export const useUpdateOffer = (id: string) =>
  useOfferMutation((body: UpdateOfferRequest) => apiRequest(updateOffer, { params: { id }, body }));
export const useCopyOffer = () => useOfferMutation((id: string) => apiRequest(copyOffer, { params: { id } }));
export const useReviseOffer = () => useOfferMutation((id: string) => apiRequest(reviseOffer, { params: { id } }));
export const useSetOfferStatus = (id: string) =>
  useOfferMutation((status: 'accepted' | 'declined') => apiRequest(setOfferStatus, { params: { id }, body: { status } }));
export const useSendOffer = (id: string) =>
  useOfferMutation((message: string) => apiRequest(sendOffer, { params: { id }, body: message.trim() ? { message } : {} }));
export const useEraseOfferCustomer = (id: string) => useOfferMutation(() => apiRequest(eraseOfferCustomer, { params: { id } }));

/** The offer's articles into the user's cart; the cart on screen becomes the server's answer. */
export const useOfferToCart = (id: string) =>
  useMutation({
    mutationFn: (changeId: string) => changeOnServer(() => apiRequest(offerToCart, { params: { id }, body: { changeId } })),
  });

/** The offer's PDF, fetched with the user's token and saved. */
export const useDownloadOfferPdf = () =>
  useFileDownload(({ id, number }: { id: string; number: string }) =>
    fetchFile(
      { path: getOfferPdf.path.replace('{id}', encodeURIComponent(id)), contentType: getOfferPdf.contentType },
      {},
      `offer-${number}.pdf`,
    ),
  );

function useBrandingMutation<V>(fn: (vars: V) => ReturnType<typeof apiRequest<typeof getOfferBranding>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (branding) => queryClient.setQueryData(brandingQuery().queryKey, branding),
  });
}

export const useUpdateOfferBranding = () => useBrandingMutation((body: OfferBrandingRequest) => apiRequest(updateOfferBranding, { body }));
export const useDeleteOfferLogo = () => useBrandingMutation(() => apiRequest(deleteOfferLogo));
export const useUploadOfferLogo = () =>
  useBrandingMutation((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return sendMultipart(uploadOfferLogo, body);
  });
