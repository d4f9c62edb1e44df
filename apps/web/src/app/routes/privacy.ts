/** `/privacidade`: the privacy policy (issue 30). */
export { PrivacyPolicy as PrivacyPage } from '@/features/account';
