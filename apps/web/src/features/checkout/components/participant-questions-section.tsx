import type { QuestionView } from '@bilheteria/domain/registration-questions';
import { Controller } from 'react-hook-form';
import { QuestionField } from '@/components/forms/question-field';
import { Section, type ParticipantSectionProps } from './participant-section';

type Props = Omit<ParticipantSectionProps, 'register' | 'id'> & {
  /** The control's id of a question's answer. */
  id: (questionId: string) => string;
};

/** 'Informações adicionais': the event's own questions for this participant's ticket type. */
export function QuestionsSection({
  questions,
  control,
  errors,
  id,
}: Props & { questions: readonly QuestionView[] }) {
  if (questions.length === 0) return null;
  return (
    <Section title="Informações adicionais">
      {questions.map((question) => (
        <Controller
          key={question.id}
          control={control}
          name={`respostas.${question.id}`}
          render={({ field }) => (
            <QuestionField
              question={question}
              id={id(question.id)}
              error={errors.respostas?.[question.id]?.message}
              field={field}
            />
          )}
        />
      ))}
    </Section>
  );
}
