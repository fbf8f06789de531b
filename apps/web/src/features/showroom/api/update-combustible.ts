import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCombustible } from '@portal/contracts/product';
import { apiRequest } from '@portal/ui/auth';
import { withCombustible } from '../showroom-logic';
import { myProductsQuery } from './get-my-products';

type Variables = { showroomId: string; combustible: boolean };

export const updateCombustibleRequest = ({ showroomId, combustible }: Variables) =>
  apiRequest(updateCombustible, { query: { showroomId, combustible: combustible ? 'true' : 'false' } });

/**
 * Turns live display on or off. The switch moves at once and moves back if the call fails;
 * calls for one product run one after another, so quick toggles end in the last choice.
 */
export function useUpdateCombustible(showroomId: string) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { queryKey } = myProductsQuery(i18n.language);
  return useMutation({
    mutationFn: updateCombustibleRequest,
    scope: { id: `showroom-${showroomId}` },
    onMutate: async ({ combustible }: Variables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (data) => (data ? withCombustible(data, showroomId, combustible) : data));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
