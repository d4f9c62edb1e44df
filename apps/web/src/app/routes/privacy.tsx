import { PrivacyPolicy } from '@/features/account';
import { CONTACT } from '@/features/catalog';

/** `/privacidade`: the privacy policy, with the site's contact address (issue 30). */
export function PrivacyPage() {
  return <PrivacyPolicy contactEmail={CONTACT.email} />;
}
