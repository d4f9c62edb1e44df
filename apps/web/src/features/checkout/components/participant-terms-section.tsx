import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { FieldError, RequiredMark, controlA11y } from '@/components/forms/form-field';
import { PrivacyLink } from '@/components/privacy-link';
import { Section, type ParticipantSectionProps } from './participant-section';
import { TermsText } from './terms-text';

/** 'Termos de responsabilidade': the terms in a scrolling box, then the box to accept them. */
export function TermsSection({
  control,
  errors,
  id,
  textId,
}: Omit<ParticipantSectionProps, 'register'> & {
  /** The id of the terms' text. */
  textId: string;
}) {
  const error = errors.termo_responsabilidade?.message;
  return (
    <Section title="Termos de responsabilidade">
      <TermsText id={textId} />
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="termo_responsabilidade"
            render={({ field }) => (
              <Checkbox
                id={id('termo_responsabilidade')}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5 aria-[invalid=true]:border-red-600"
                {...controlA11y(id('termo_responsabilidade'), error)}
              />
            )}
          />
          <Label htmlFor={id('termo_responsabilidade')} className="leading-snug">
            Li e aceito os termos de responsabilidade
            <RequiredMark />
          </Label>
        </div>
        <FieldError id={id('termo_responsabilidade')} message={error} />
        {/* A new tab: the form stays as it is (it is also kept as a draft). */}
        <PrivacyLink />
      </div>
    </Section>
  );
}
