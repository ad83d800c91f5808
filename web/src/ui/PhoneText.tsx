import { usePhoneText } from './usePhoneText';

/** A stored phone number as text, formatted for its country once it is near the screen (ui/usePhoneText). */
export function PhoneText({ phone }: { phone: string }) {
  const { ref, text } = usePhoneText(phone);
  return <span ref={ref}>{text}</span>;
}
