import { useMutation } from '@tanstack/react-query';
import { completeConfiguration, type CompleteConfigurationRequest } from '@portal/contracts/configurator';
import { apiRequest } from '@portal/ui/auth';

export const finishConfiguration = (body: CompleteConfigurationRequest) => apiRequest(completeConfiguration, { body });

export const useCompleteConfiguration = () => useMutation({ mutationFn: finishConfiguration, retry: false });
