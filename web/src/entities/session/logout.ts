import { useQueryClient } from '@tanstack/react-query';
import { useSdk } from '../../lib/sdk';

/**
 * Signs out (on the server, then here; the SDK goes home). A request still on its way carries the token the logout
 * revokes, and would come back 401: each is stopped first, and asked again without the session once it has ended.
 * The signed-in client's queries go with the session, whatever ends it (app/forgetOnLogout.ts).
 */
export function useLogout(): () => Promise<void> {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries();
    await sdk.auth.logout();
  };
}
