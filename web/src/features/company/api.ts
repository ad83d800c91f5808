// The company page's server call: its multi-link page (who they are and their salons).
import { useQuery } from '@tanstack/react-query';
import type { BookingSdk } from '@salonbook/sdk';
import { createQueryHelpers } from '@salonbook/sdk/react';
import { useSdk } from '../../lib/sdk';
import type { PageDataContext } from '../../lib/query';

const companyQuery = (sdk: BookingSdk, company: string) =>
  createQueryHelpers(sdk).queryOptions('get', '/rest/clients-app/v1/screen/multi-link/{company}', { params: { path: { company } } });

export function useCompany(company: string) {
  return useQuery(companyQuery(useSdk(), company));
}

/** The company page's data, asked for on the server (a company that is not there is the SDK's 404). */
export async function prefetchCompanyPage({ sdk, queryClient, params }: PageDataContext): Promise<void> {
  await queryClient.prefetchQuery(companyQuery(sdk, params.company ?? ''));
}
