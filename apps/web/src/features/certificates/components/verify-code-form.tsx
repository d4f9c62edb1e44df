import {
  CERTIFICATE_MESSAGES,
  certificateVerificationPath,
  normalizeCertificateCode,
} from '@bilheteria/domain/certificate-contract';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InputField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';

/**
 * 'Verificar outro código': typed in any case, with or without the dashes; a code that cannot
 * be one is said under the field, a good one opens its page.
 */
export function VerifyCodeForm({ title = 'Verificar outro código' }: { title?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeCertificateCode(code);
    if (normalized === null) {
      setError(CERTIFICATE_MESSAGES.codeInvalid);
      document.getElementById(`${id}-codigo`)?.focus();
      return;
    }
    setError(undefined);
    setCode('');
    void navigate(certificateVerificationPath(normalized));
  }

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <InputField
          id={`${id}-codigo`}
          label="Código do certificado"
          hint="12 letras e números, como aparece no certificado (ex.: 7K3M-Q9XD-2HPA)."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="sm:flex-1"
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" className="sm:mt-7">
          <Search aria-hidden />
          Verificar
        </Button>
      </div>
    </form>
  );
}
