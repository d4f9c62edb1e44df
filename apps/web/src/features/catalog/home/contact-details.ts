import { SITE_CONTACT_EMAIL } from '@bilheteria/domain/site';

/**
 * How visitors reach the institute (spec §2 Home, contact section). Fictional but well-formed:
 * the numbers are not in service and `.example` is a reserved domain (RFC 2606).
 */
export const CONTACT = {
  email: SITE_CONTACT_EMAIL,
  phoneLabel: '(11) 3000-0000',
  phoneHref: 'tel:+551130000000',
  /** The virtual assistant answers on WhatsApp. */
  assistantHref:
    'https://wa.me/5511900000000?text=Ol%C3%A1!%20Quero%20saber%20mais%20sobre%20os%20eventos.',
  address: {
    street: 'Rua dos Eventos, 100 – Vila Olímpia',
    city: 'São Paulo – SP',
    postalCode: 'CEP 04551-000',
  },
} as const;

export type SocialNetwork = 'linkedin' | 'instagram' | 'youtube' | 'facebook';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/bilheteria' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/bilheteria' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@bilheteria' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/bilheteria' },
];
