import { lazy, Suspense } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import type { WizardValues } from '../lib/wizard-values';
import { Field, fieldId } from './field';

/** tiptap and ProseMirror in a chunk of their own, loaded with the wizard's first tab. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const NAME = 'basics.description';
const HINT = 'Use subtítulos, negrito, itálico, listas e links. Mínimo de 20 caracteres.';

function EditorLoading() {
  return (
    <div role="status" className="rounded-lg border border-slate-300 bg-white">
      <span className="sr-only">Carregando o editor...</span>
      <div aria-hidden className="flex gap-1 border-b border-slate-200 p-1">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="size-9" />
        ))}
      </div>
      <div aria-hidden className="min-h-40" />
    </div>
  );
}

/** Spec §5 'Descrição': rich text, at least 20 characters of visible text. */
export function DescriptionField() {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ control, name: NAME });
  const id = fieldId(NAME);
  const error = fieldState.error?.message;
  const describedBy = [`${id}-dica`, error && `${id}-erro`].filter(Boolean).join(' ');
  return (
    <Field id={id} labelId={`${id}-rotulo`} label="Descrição" hint={HINT} error={error}>
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor
          id={id}
          labelId={`${id}-rotulo`}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={Boolean(error)}
          describedBy={describedBy}
          focusRef={field.ref}
        />
      </Suspense>
    </Field>
  );
}
