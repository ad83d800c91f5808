// The company page's server call: its multi-link page (who they are and their salons).
import { useApi } from '../../lib/sdk';

export function useCompany(company: string) {
  return useApi().useQuery('get', '/rest/clients-app/v1/screen/multi-link/{company}', { params: { path: { company } } });
}
