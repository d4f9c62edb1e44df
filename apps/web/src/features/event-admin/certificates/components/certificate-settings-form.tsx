import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_PLACEHOLDERS,
  CERTIFICATE_RULE_LABELS,
  CERTIFICATE_RULES,
  MAX_CERTIFICATE_SIGNATURES,
  MAX_CERTIFICATE_TEXT,
  type CertificateSettingsView,
} from '@bilheteria/domain/certificate-contract';
import { CircleCheck, Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, FieldError, InputField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useSaveCertificateSettings } from '../api/certificate-settings';
import { problemOf } from '../../report/lib/problem';
import {
  checkSettings,
  formValuesOf,
  insertAt,
  type SettingsFormValues,
} from '../lib/settings-form';
import { CertificateImageField } from './certificate-image-field';

const EMPTY_SIGNATURE = { nome: '', cargo: '', imagem_url: '' };

/** 'Emitir certificados': a switch, said as one by screen readers. */
function ActiveSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-rotulo`}
        aria-describedby={`${id}-dica`}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          checked ? 'bg-brand-700' : 'bg-slate-500',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <div className="min-w-0">
        <Label id={`${id}-rotulo`} htmlFor={id}>
          Emitir certificados
        </Label>
        <p id={`${id}-dica`} className="text-xs text-slate-600">
          {checked
            ? 'Os participantes que têm direito recebem o certificado por e-mail.'
            : 'Desativado: nenhum certificado é emitido.'}
        </p>
      </div>
    </div>
  );
}

/**
 * The event's certificate (issue 31): on or off, the hours, the text with its placeholders
 * (chips put them at the caret), who gets one, the logo and up to two signatures. Checked by the
 * API's own schema in the browser: a field's messages show once it was left or the form sent;
 * 'Certificado salvo.' only once the server has answered.
 */
export function CertificateSettingsForm({
  userId,
  eventId,
  settings,
}: {
  userId: string;
  eventId: string;
  settings: CertificateSettingsView;
}) {
  const id = useId();
  const save = useSaveCertificateSettings(userId, eventId);
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    // After a chip's insertion: the caret right after what was put in.
    if (caret.current === null || !textRef.current) return;
    textRef.current.focus();
    textRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [values.texto]);

  const check = checkSettings(values);
  const errorOf = (path: string) =>
    !check.ok && (submitted || touched.has(path)) ? check.errors.get(path) : undefined;
  const touch = (path: string) => setTouched((now) => new Set(now).add(path));
  function change(patch: Partial<SettingsFormValues>) {
    setSaved(false);
    setValues((now) => ({ ...now, ...patch }));
  }
  function changeSignature(index: number, patch: Partial<SettingsFormValues['assinaturas'][0]>) {
    change({
      assinaturas: values.assinaturas.map((signature, at) =>
        at === index ? { ...signature, ...patch } : signature,
      ),
    });
  }

  function insertPlaceholder(name: string) {
    const box = textRef.current;
    const start = box?.selectionStart ?? values.texto.length;
    const end = box?.selectionEnd ?? start;
    const next = insertAt(values.texto, `{${name}}`, start, end);
    caret.current = next.caret;
    change({ texto: next.text });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Rendered at once: the messages (and aria-invalid) of every field are on screen below.
    flushSync(() => setSubmitted(true));
    setProblem(null);
    setSaved(false);
    if (!check.ok) {
      // The first field with a problem gets the focus.
      const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    try {
      await save.mutateAsync(check.settings);
      setSaved(true);
    } catch (failure) {
      setProblem(problemOf(failure, 'Não foi possível salvar o certificado. Tente novamente.'));
    }
  }

  const textError = errorOf('texto');
  const ruleError = errorOf('regra');
  const signaturesError = errorOf('assinaturas');
  return (
    <form
      noValidate
      aria-label="Configuração do certificado"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <ActiveSwitch checked={values.ativo} onChange={(ativo) => change({ ativo })} />

      <InputField
        id={`${id}-horas`}
        label="Carga horária (horas)"
        hint="Ex.: 8 ou 7,5"
        inputMode="decimal"
        autoComplete="off"
        className="max-w-48"
        value={values.carga_horaria}
        error={errorOf('carga_horaria')}
        onChange={(event) => change({ carga_horaria: event.target.value })}
        onBlur={() => touch('carga_horaria')}
      />

      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-texto`}>Texto do certificado</Label>
        <div role="group" aria-label="Inserir marcador no texto" className="flex flex-wrap gap-2">
          {CERTIFICATE_PLACEHOLDERS.map((name) => (
            <button
              key={name}
              type="button"
              onClick={() => insertPlaceholder(name)}
              className="rounded-full border border-brand-100 bg-brand-50 px-2.5 py-1 font-mono text-xs text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {`{${name}}`}
            </button>
          ))}
        </div>
        <Textarea
          ref={textRef}
          id={`${id}-texto`}
          rows={5}
          maxLength={MAX_CERTIFICATE_TEXT + 100}
          value={values.texto}
          onChange={(event) => change({ texto: event.target.value })}
          onBlur={() => touch('texto')}
          {...controlA11y(`${id}-texto`, textError, { hint: true })}
        />
        <p id={`${id}-texto-dica`} className="text-xs text-slate-600">
          Clique num marcador para inseri-lo onde está o cursor. {'{nome}'} é obrigatório.{' '}
          {values.texto.length}/{MAX_CERTIFICATE_TEXT}
        </p>
        <FieldError id={`${id}-texto`} message={textError} />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Quem recebe</legend>
        {CERTIFICATE_RULES.map((rule) => (
          <label key={rule} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-regra`}
              value={rule}
              className="size-4 accent-brand-700"
              checked={values.regra === rule}
              onChange={() => change({ regra: rule })}
            />
            {CERTIFICATE_RULE_LABELS[rule]}
          </label>
        ))}
        <FieldError id={`${id}-regra`} message={ruleError} />
      </fieldset>

      <CertificateImageField
        id={`${id}-logo`}
        label="Logo da organização"
        value={values.logo_url}
        onChange={(logo_url) => change({ logo_url })}
        error={errorOf('logo_url')}
      />

      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          Assinaturas (até {MAX_CERTIFICATE_SIGNATURES})
        </legend>
        {values.assinaturas.length === 0 && (
          <p className="text-sm text-slate-600">Nenhuma assinatura.</p>
        )}
        {values.assinaturas.map((signature, index) => {
          const path = `assinaturas.${index}`;
          const label = `Assinatura ${index + 1}`;
          return (
            <div
              key={index}
              role="group"
              aria-label={label}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900">{label}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remover ${label.toLowerCase()}`}
                  onClick={() =>
                    change({ assinaturas: values.assinaturas.filter((_, at) => at !== index) })
                  }
                >
                  <Trash2 aria-hidden />
                  Remover
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  id={`${id}-assinatura-${index}-nome`}
                  label="Nome"
                  autoComplete="off"
                  maxLength={120}
                  value={signature.nome}
                  error={errorOf(`${path}.nome`)}
                  onChange={(event) => changeSignature(index, { nome: event.target.value })}
                  onBlur={() => touch(`${path}.nome`)}
                />
                <InputField
                  id={`${id}-assinatura-${index}-cargo`}
                  label="Cargo"
                  autoComplete="off"
                  maxLength={120}
                  value={signature.cargo}
                  error={errorOf(`${path}.cargo`)}
                  onChange={(event) => changeSignature(index, { cargo: event.target.value })}
                  onBlur={() => touch(`${path}.cargo`)}
                />
              </div>
              <CertificateImageField
                id={`${id}-assinatura-${index}-imagem`}
                label={`Imagem da ${label.toLowerCase()}`}
                value={signature.imagem_url}
                onChange={(imagem_url) => changeSignature(index, { imagem_url })}
                error={errorOf(`${path}.imagem_url`)}
              />
            </div>
          );
        })}
        <FieldError id={`${id}-assinaturas`} message={signaturesError} />
        {values.assinaturas.length < MAX_CERTIFICATE_SIGNATURES && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => change({ assinaturas: [...values.assinaturas, EMPTY_SIGNATURE] })}
          >
            <Plus aria-hidden />
            Adicionar assinatura
          </Button>
        )}
      </fieldset>

      {/* Only while there is one: an empty alert on the report would be one more to tell apart. */}
      {problem && <FormAlert message={problem} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <Loader2 aria-hidden className="animate-spin" />}
          {save.isPending ? 'Salvando...' : 'Salvar certificado'}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {saved && (
            <span className="inline-flex items-center gap-1.5">
              <CircleCheck aria-hidden className="size-4" />
              {CERTIFICATE_MESSAGES.settingsSaved}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
