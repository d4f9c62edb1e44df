/**
 * How visitors reach the institute (spec §2 Home, contact section). The e-mail and WhatsApp come
 * from the server's configuration (GET /api/site); the phone and address are fictional but
 * well-formed: the number is not in service.
 */
export const CONTACT = {
  phoneLabel: '(11) 3000-0000',
  phoneHref: 'tel:+551130000000',
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
