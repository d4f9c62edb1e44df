import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import { calendarDay } from '@bilheteria/domain/dates';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { WizardValues } from '../lib/wizard-values';
import { DescriptionField } from './description-field';
import { controlA11y, Field, fieldId, InputField } from './field';
import { ImageField } from './image-field';

/** Spec §3 "Create-event data" basics and §5 "Event basics", plus an end and the city. */
export function BasicsTab({ originalDate }: { originalDate: string | null }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const date = useWatch({ control, name: 'basics.date' });
  const e = errors.basics;
  // Spec §5: past dates disabled (São Paulo's today); an edited event may keep its own day.
  const today = calendarDay(new Date());
  const minDate = originalDate && originalDate < today ? originalDate : today;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        id={fieldId('basics.title')}
        label="Título do evento"
        error={e?.title?.message}
        maxLength={150}
        autoComplete="off"
        placeholder="Ex.: Congresso de Automação e IA 2026"
        className="sm:col-span-2"
        {...register('basics.title')}
      />
      <div className="sm:col-span-2">
        <DescriptionField />
      </div>

      <InputField
        id={fieldId('basics.date')}
        label="Data de início"
        type="date"
        min={minDate}
        error={e?.date?.message}
        {...register('basics.date')}
      />
      <InputField
        id={fieldId('basics.time')}
        label="Horário de início"
        type="time"
        error={e?.time?.message}
        {...register('basics.time')}
      />
      <InputField
        id={fieldId('basics.endDate')}
        label="Data de término"
        type="date"
        required={false}
        min={date || minDate}
        hint="Opcional: para eventos de mais de um dia."
        error={e?.endDate?.message}
        {...register('basics.endDate')}
      />
      <InputField
        id={fieldId('basics.endTime')}
        label="Horário de término"
        type="time"
        required={false}
        hint="Opcional: sem ele, o evento termina duas horas depois do início."
        error={e?.endTime?.message}
        {...register('basics.endTime')}
      />

      <InputField
        id={fieldId('basics.location')}
        label="Localização"
        hint="O nome do lugar, como aparece no convite."
        placeholder="Ex.: Centro de Convenções Frei Caneca"
        maxLength={200}
        error={e?.location?.message}
        {...register('basics.location')}
      />
      <InputField
        id={fieldId('basics.city')}
        label="Cidade"
        placeholder="Ex.: São Paulo"
        autoComplete="address-level2"
        maxLength={100}
        error={e?.city?.message}
        {...register('basics.city')}
      />
      <InputField
        id={fieldId('basics.address')}
        label="Endereço completo"
        placeholder="Rua, número, bairro"
        autoComplete="street-address"
        maxLength={300}
        className="sm:col-span-2"
        error={e?.address?.message}
        {...register('basics.address')}
      />

      {/* No blur check: opening the list blurs the trigger, and the message would flash while
          the organizer is choosing. It shows on 'Próximo' and goes once a category is chosen. */}
      <Controller
        control={control}
        name="basics.category"
        render={({ field }) => {
          const id = fieldId('basics.category');
          const error = e?.category?.message;
          return (
            <Field id={id} label="Categoria" error={error}>
              <Select
                value={field.value || ''}
                onValueChange={(value) => field.onChange(value)}
                name={field.name}
              >
                <SelectTrigger
                  id={id}
                  ref={field.ref}
                  className="aria-[invalid=true]:border-red-600"
                  {...controlA11y(id, error)}
                >
                  <SelectValue placeholder="Selecione uma categoria" />
                </SelectTrigger>
                <SelectContent>
                  {EVENT_CATEGORIES.map((category) => (
                    <SelectItem key={category} value={category}>
                      {category}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          );
        }}
      />
      <InputField
        id={fieldId('basics.commission')}
        label="Comissão de afiliados (%)"
        // Up to two decimals with a comma: '12,5', '100,00'.
        inputMode="decimal"
        maxLength={6}
        hint="Percentual pago ao afiliado por ingresso vendido pelo link dele."
        error={e?.commission?.message}
        {...register('basics.commission')}
      />

      <ImageField />
    </div>
  );
}
