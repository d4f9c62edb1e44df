import { QUESTION_LIMITS, type QuestionView } from '@bilheteria/domain/registration-questions';
import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { controlA11y, FieldError, fieldIds, FormField, RequiredMark } from './form-field';
import { RadioField } from './radio-field';

const YES_NO = ['Sim', 'Não'] as const;
const yesNoValue = (label: string) => (label === 'Sim' ? 'sim' : 'nao');
const yesNoLabel = (value: unknown) => (value === 'sim' ? 'Sim' : value === 'nao' ? 'Não' : '');

/**
 * What a form library hands a controlled answer (react-hook-form's Controller `field` fits): the
 * form that owns `respostas.<id>` keeps its own wiring, this only draws the control.
 */
export interface ControlledAnswer {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  // Whatever takes the focus: an input, a textarea or the first option's button.
  ref: Ref<never>;
}

/**
 * One of the event's own questions (issue 30) as a control, the kind saying which: the form's
 * value is text (text, number, date, one choice), 'sim' / 'nao' (yes/no), a list (several
 * choices) or true / false (a consent) — lib/question-answers.ts reads them. Used by the
 * checkout's participant form and by 'Trocar participante'.
 */
export function QuestionField({
  question,
  id,
  error,
  field: { name, value, onChange, onBlur, ref },
}: {
  question: QuestionView;
  /** The control's id (its label's htmlFor; the hint and error ids come from it). */
  id: string;
  error: string | undefined;
  field: ControlledAnswer;
}) {
  const required = question.obrigatoria;
  const hint = question.ajuda || undefined;
  const a11y = controlA11y(id, error, { required, hint: Boolean(hint) });
  const text = typeof value === 'string' ? value : '';
  switch (question.tipo) {
    case 'texto':
    case 'numero':
    case 'data':
      return (
        <FormField id={id} label={question.titulo} required={required} hint={hint} error={error}>
          <Input
            id={id}
            ref={ref}
            name={name}
            type={question.tipo === 'data' ? 'date' : 'text'}
            // A number as typed in Brazil ('12,5'): the decimal keyboard on a phone.
            inputMode={question.tipo === 'numero' ? 'decimal' : undefined}
            maxLength={question.tipo === 'texto' ? QUESTION_LIMITS.shortText : undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            {...a11y}
          />
        </FormField>
      );
    case 'texto_longo':
      return (
        <FormField id={id} label={question.titulo} required={required} hint={hint} error={error}>
          <Textarea
            id={id}
            ref={ref}
            name={name}
            rows={4}
            maxLength={QUESTION_LIMITS.longText}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            {...a11y}
          />
        </FormField>
      );
    case 'escolha_unica':
    case 'sim_nao': {
      const yesNo = question.tipo === 'sim_nao';
      return (
        <RadioField
          id={id}
          label={question.titulo}
          required={required}
          hint={hint}
          options={yesNo ? YES_NO : question.opcoes}
          error={error}
          value={yesNo ? yesNoLabel(value) : text}
          onValueChange={(value) => onChange(yesNo ? yesNoValue(value) : value)}
          onBlur={onBlur}
          ref={ref}
        />
      );
    }
    case 'multipla_escolha': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const labelId = `${id}-rotulo`;
      return (
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={a11y['aria-describedby']}
          className="flex min-w-0 flex-col gap-2.5"
        >
          <p id={labelId} className="text-sm font-medium leading-none text-slate-800">
            {question.titulo}
            {required && <RequiredMark />}
          </p>
          {hint && (
            <p id={fieldIds(id).hint} className="-mt-1 text-xs text-slate-500">
              {hint}
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {question.opcoes.map((option, index) => (
              <Label
                key={option}
                htmlFor={`${id}-${index}`}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2.5 font-normal leading-snug has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
              >
                <Checkbox
                  id={`${id}-${index}`}
                  ref={index === 0 ? ref : undefined}
                  checked={chosen.includes(option)}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(checked) =>
                    onChange(
                      checked === true
                        ? [...chosen, option]
                        : chosen.filter((item) => item !== option),
                    )
                  }
                  onBlur={onBlur}
                />
                {option}
              </Label>
            ))}
          </div>
          <FieldError id={id} message={error} />
        </div>
      );
    }
    case 'consentimento':
      return (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              ref={ref}
              checked={value === true}
              onCheckedChange={(checked) => onChange(checked === true)}
              onBlur={onBlur}
              className="mt-0.5 aria-[invalid=true]:border-red-600"
              {...a11y}
            />
            <Label htmlFor={id} className="leading-snug font-normal">
              {question.titulo}
              {required && <RequiredMark />}
            </Label>
          </div>
          {hint && (
            <p id={fieldIds(id).hint} className="ml-7 text-xs text-slate-500">
              {hint}
            </p>
          )}
          <FieldError id={id} message={error} />
        </div>
      );
  }
}
