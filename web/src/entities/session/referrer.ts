import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSdk } from '../../lib/sdk';

/** A `?referrer=` link is remembered as `user-referrer` (sent as `referrer` by sign-up). */
export function useCaptureReferrer(): void {
  const sdk = useSdk();
  const [params] = useSearchParams();
  const referrer = params.get('referrer')?.trim();
  useEffect(() => {
    if (referrer && referrer.length <= 200) sdk.storage.set('user-referrer', referrer);
  }, [sdk, referrer]);
}
