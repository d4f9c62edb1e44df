import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changes on navigation, so leaving a broken page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** A screen that throws while rendering shows this instead of a blank page (spec §8 "Router"). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erro ao exibir a página', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="text-slate-600">
          Algo deu errado ao exibir esta página. Tente recarregar; se o problema continuar, volte
          mais tarde.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Recarregar página
        </button>
      </section>
    );
  }
}
