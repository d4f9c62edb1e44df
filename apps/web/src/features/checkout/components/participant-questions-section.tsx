import { QUESTION_LIMITS, type QuestionView } from '@bilheteria/domain/registration-questions';
import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { controlA11y, FieldError, fieldIds, FormField, RequiredMark } from './form-field';
import { Section, type ParticipantSectionProps } from './participant-section';
import { RadioField } from './radio-field';

const YES_NO = ['Sim', 'Não'] as const;
const yesNoValue = (label: string) => (label === 'Sim' ? 'sim' : 'nao');
const yesNoLabel = (value: unknown) => (value === 'sim' ? 'Sim' : value === 'nao' ? 'Não' : '');

type Props = Omit<ParticipantSectionProps, 'register' | 'id'> & {
  /** The control's id of a question's answer. */
  id: (questionId: string) => string;
};

/** One question's control, bound to `respostas.<id>`: the kind says which. */
function QuestionField({
  question,
  control,
  errors,
  id: idOf,
}: Props & { question: QuestionView }) {
  const id = idOf(question.id);
  const error = errors.respostas?.[question.id]?.message;
  const required = question.obrigatoria;
  const hint = question.ajuda || undefined;
  const a11y = controlA11y(id, error, { required, hint: Boolean(hint) });
  return (
    <Controller
      control={control}
      name={`respostas.${question.id}`}
      render={({ field }) => {
        switch (question.tipo) {
          case 'texto':
          case 'numero':
          case 'data':
            return (
              <FormField
                id={id}
                label={question.titulo}
                required={required}
                hint={hint}
                error={error}
              >
                <Input
                  id={id}
                  ref={field.ref}
                  name={field.name}
                  type={question.tipo === 'data' ? 'date' : 'text'}
                  // A number as typed in Brazil ('12,5'): the decimal keyboard on a phone.
                  inputMode={question.tipo === 'numero' ? 'decimal' : undefined}
                  maxLength={question.tipo === 'texto' ? QUESTION_LIMITS.shortText : undefined}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  {...a11y}
                />
              </FormField>
            );
          case 'texto_longo':
            return (
              <FormField
                id={id}
                label={question.titulo}
                required={required}
                hint={hint}
                error={error}
              >
                <Textarea
                  id={id}
                  ref={field.ref}
                  name={field.name}
                  rows={4}
                  maxLength={QUESTION_LIMITS.longText}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
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
                value={
                  yesNo
                    ? yesNoLabel(field.value)
                    : typeof field.value === 'string'
                      ? field.value
                      : ''
                }
                onValueChange={(value) => field.onChange(yesNo ? yesNoValue(value) : value)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            );
          }
          case 'multipla_escolha': {
            const chosen = Array.isArray(field.value) ? field.value : [];
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
                        ref={index === 0 ? field.ref : undefined}
                        checked={chosen.includes(option)}
                        aria-invalid={error ? true : undefined}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true
                              ? [...chosen, option]
                              : chosen.filter((item) => item !== option),
                          )
                        }
                        onBlur={field.onBlur}
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
                    ref={field.ref}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
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
      }}
    />
  );
}

/** 'Informações adicionais': the event's own questions for this participant's ticket type. */
export function QuestionsSection({
  questions,
  ...props
}: Props & { questions: readonly QuestionView[] }) {
  if (questions.length === 0) return null;
  return (
    <Section title="Informações adicionais">
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} {...props} />
      ))}
    </Section>
  );
}
