import { usePhoneText } from '../lib/usePhoneText';

/** A stored phone number as text, formatted for its country once the phone module is loaded (lib/usePhoneText). */
export function PhoneText({ phone }: { phone: string }) {
  return <>{usePhoneText(phone)}</>;
}
