import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The empty states' way on: the events to affiliate to. */
export function FindEventsLink() {
  return (
    <Link to={paths.events()} className={buttonVariants({ variant: 'outline' })}>
      <Search aria-hidden />
      Encontrar eventos para divulgar
    </Link>
  );
}
