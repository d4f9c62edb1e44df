import {
  CARGO_GROUPS,
  DEPARTAMENTOS,
  NIVEIS_RESPONSABILIDADE,
  NUMERO_FUNCIONARIOS,
  SEGMENTOS,
} from '@bilheteria/domain/enumerations';
import { PARTICIPANT_LIMITS } from '@bilheteria/domain/participant';
import { SelectGroup, SelectItem, SelectLabel } from '@/components/ui/select';
import { InputField } from './input-field';
import {
  ParticipantRadio,
  ParticipantSelect,
  Section,
  type ParticipantSectionProps,
} from './participant-section';

/** 'Dados profissionais': company, role (grouped), department, segment, size and level. */
export function ProfessionalSection({ control, register, errors, id }: ParticipantSectionProps) {
  return (
    <Section title="Dados profissionais">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id('empresa')}
          label="Empresa"
          required
          error={errors.empresa?.message}
          autoComplete="organization"
          maxLength={PARTICIPANT_LIMITS.empresa}
          {...register('empresa')}
        />
        <ParticipantSelect
          control={control}
          name="cargo"
          id={id('cargo')}
          label="Cargo"
          placeholder="Selecione o cargo"
          error={errors.cargo?.message}
        >
          {CARGO_GROUPS.map((group) => (
            <SelectGroup key={group.label}>
              <SelectLabel>{group.label}</SelectLabel>
              {group.options.map((cargo) => (
                <SelectItem key={cargo} value={cargo}>
                  {cargo}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </ParticipantSelect>
        <ParticipantSelect
          control={control}
          name="departamento"
          id={id('departamento')}
          label="Departamento"
          placeholder="Selecione o departamento"
          error={errors.departamento?.message}
        >
          {DEPARTAMENTOS.map((departamento) => (
            <SelectItem key={departamento} value={departamento}>
              {departamento}
            </SelectItem>
          ))}
        </ParticipantSelect>
        <ParticipantSelect
          control={control}
          name="segmento"
          id={id('segmento')}
          label="Segmento"
          placeholder="Selecione o segmento"
          error={errors.segmento?.message}
        >
          {SEGMENTOS.map((segmento) => (
            <SelectItem key={segmento} value={segmento}>
              {segmento}
            </SelectItem>
          ))}
        </ParticipantSelect>
      </div>
      <ParticipantRadio
        control={control}
        name="numero_funcionarios"
        id={id('numero_funcionarios')}
        label="Número de funcionários"
        options={NUMERO_FUNCIONARIOS}
        error={errors.numero_funcionarios?.message}
      />
      <ParticipantRadio
        control={control}
        name="nivel_responsabilidade"
        id={id('nivel_responsabilidade')}
        label="Nível de responsabilidade"
        options={NIVEIS_RESPONSABILIDADE}
        error={errors.nivel_responsabilidade?.message}
      />
    </Section>
  );
}
