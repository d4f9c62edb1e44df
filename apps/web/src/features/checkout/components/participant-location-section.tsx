import { ESTADOS } from '@bilheteria/domain/enumerations';
import { PARTICIPANT_LIMITS } from '@bilheteria/domain/participant';
import { SelectItem } from '@/components/ui/select';
import { InputField } from './input-field';
import { ParticipantSelect, Section, type ParticipantSectionProps } from './participant-section';

/** 'Localização': the state (UF) from a list of 27, then the city. */
export function LocationSection({ control, register, errors, id }: ParticipantSectionProps) {
  return (
    <Section title="Localização">
      <div className="grid gap-4 sm:grid-cols-2">
        <ParticipantSelect
          control={control}
          name="uf"
          id={id('uf')}
          label="Estado (UF)"
          placeholder="Selecione o estado"
          error={errors.uf?.message}
        >
          {ESTADOS.map(({ code, name }) => (
            <SelectItem key={code} value={code}>
              {`${code} — ${name}`}
            </SelectItem>
          ))}
        </ParticipantSelect>
        <InputField
          id={id('cidade')}
          label="Cidade"
          required
          error={errors.cidade?.message}
          autoComplete="address-level2"
          maxLength={PARTICIPANT_LIMITS.cidade}
          {...register('cidade')}
        />
      </div>
    </Section>
  );
}
