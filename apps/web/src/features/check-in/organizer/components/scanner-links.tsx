import type { CreatedScannerLink } from '@bilheteria/domain/check-in-contract';
import { useId, useRef, useState, type RefObject } from 'react';
import { CreateLinkForm } from './create-link-form';
import { CreatedLink } from './created-link';
import { ScannerLinkList } from './scanner-link-list';

/**
 * An event's door links, managed in one place (the dashboard's 'Check-in' and the live page):
 * the link just created, shown once; 'Criar link de check-in'; the links with 'Revogar'. No
 * landmark of its own: the event's is enough, and a 'Links de check-in' region would answer
 * to a search for the 'Check-in' one.
 */
export function ScannerLinks({
  eventId,
  eventTitleId,
  headingLevel,
  namedBy,
}: {
  eventId: string;
  /** The id of the event's title (the form is described by it). */
  eventTitleId: string;
  headingLevel: 3 | 4;
  /**
   * What already names these links on screen (the dashboard's 'Links de check-in' disclosure):
   * no heading of their own then, and the focus goes back to it when the created link is closed.
   */
  namedBy?: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const [created, setCreated] = useState<CreatedScannerLink | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4">
      {created && (
        <CreatedLink
          link={created}
          headingLevel={headingLevel}
          onClose={() => {
            setCreated(null);
            (namedBy ?? heading).current?.focus();
          }}
        />
      )}
      <div className="flex flex-col gap-3">
        {!namedBy && (
          <Heading
            id={`${id}-links`}
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            Links de check-in
          </Heading>
        )}
        <ScannerLinkList eventId={eventId} />
      </div>
      <CreateLinkForm eventId={eventId} eventTitleId={eventTitleId} onCreated={setCreated} />
    </div>
  );
}
