import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row">
        <p>© {new Date().getFullYear()} Bilheteria. Todos os direitos reservados.</p>
        <nav aria-label="Rodapé" className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          <Link to={paths.events()} className="hover:text-brand-700">
            Eventos
          </Link>
          <Link to={paths.becomeAffiliate()} className="hover:text-brand-700">
            Seja um afiliado
          </Link>
          <Link to={paths.organizationSignUp()} className="hover:text-brand-700">
            Quero vender ingressos
          </Link>
          <Link to={paths.privacy()} className="hover:text-brand-700">
            Privacidade
          </Link>
        </nav>
      </div>
    </footer>
  );
}
