import { CHECK_IN_MESSAGES, CHECK_IN_TEXTS } from '@bilheteria/domain/check-in-texts';
import { useId, useState, type RefObject } from 'react';

/**
 * The typed code (or what a hardware scanner types into it, Enter included). It keeps the focus
 * by default, so that a scanner typing "into the page" lands here.
 */
export function CodeForm({
  onCheck,
  inputRef,
}: {
  onCheck: (entry: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value.trim()) {
          setProblem(CHECK_IN_MESSAGES.entryRequired);
          return;
        }
        setProblem(null);
        onCheck(value);
        setValue('');
        inputRef.current?.focus();
      }}
    >
      <label htmlFor={id} className="text-lg font-bold">
        {CHECK_IN_TEXTS.codeField}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          // The door's main input, see above.
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="h-14 min-w-0 flex-1 rounded-xl border-2 border-slate-700 bg-white px-3 font-mono text-lg text-slate-950 placeholder:text-slate-500 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        />
        <button
          type="submit"
          className="h-14 rounded-xl bg-sky-800 px-5 text-lg font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          Verificar
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-base font-semibold text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}
