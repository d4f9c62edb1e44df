import { maskPhone, onlyDigits } from '@bilheteria/domain/input-masks';
import { PARTICIPANT_LIMITS } from '@bilheteria/domain/participant';
import { Controller } from 'react-hook-form';
import { InputField } from './input-field';
import { Section, type ParticipantSectionProps } from './participant-section';

const PHONES = [
  ['telefone_comercial', 'Telefone comercial', '(11) 3000-1234'],
  ['telefone_celular', 'Celular', '(11) 98765-4321'],
] as const;

/** 'Dados pessoais': name, surname, e-mail, the optional CPF (digits only) and two phones. */
export function PersonalSection({ control, register, errors, id }: ParticipantSectionProps) {
  return (
    <Section title="Dados pessoais">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id('nome')}
          label="Nome"
          required
          error={errors.nome?.message}
          autoComplete="given-name"
          maxLength={PARTICIPANT_LIMITS.name}
          {...register('nome')}
        />
        <InputField
          id={id('sobrenome')}
          label="Sobrenome"
          required
          error={errors.sobrenome?.message}
          autoComplete="family-name"
          maxLength={PARTICIPANT_LIMITS.name}
          {...register('sobrenome')}
        />
        <InputField
          id={id('email')}
          label="E-mail"
          required
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="nome@empresa.com.br"
          maxLength={PARTICIPANT_LIMITS.email}
          {...register('email')}
        />
        <Controller
          control={control}
          name="cpf"
          render={({ field }) => (
            <InputField
              id={id('cpf')}
              label="CPF"
              hint="Somente números"
              error={errors.cpf?.message}
              inputMode="numeric"
              autoComplete="off"
              maxLength={PARTICIPANT_LIMITS.cpf}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(onlyDigits(event.target.value, PARTICIPANT_LIMITS.cpf))
              }
              // A pasted '529.982.247-25' is 14 characters: the 11-character limit would cut it
              // before the digits are kept, so a paste keeps its digits itself.
              onPaste={(event) => {
                const pasted = event.clipboardData.getData('text');
                if (/^\d*$/.test(pasted)) return;
                event.preventDefault();
                const input = event.currentTarget;
                const start = input.selectionStart ?? input.value.length;
                const end = input.selectionEnd ?? start;
                const next = input.value.slice(0, start) + pasted + input.value.slice(end);
                field.onChange(onlyDigits(next, PARTICIPANT_LIMITS.cpf));
              }}
            />
          )}
        />
        {PHONES.map(([name, label, placeholder]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <InputField
                id={id(name)}
                label={label}
                required
                error={errors[name]?.message}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={placeholder}
                maxLength={PARTICIPANT_LIMITS.phone}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(maskPhone(event.target.value))}
              />
            )}
          />
        ))}
      </div>
    </Section>
  );
}
