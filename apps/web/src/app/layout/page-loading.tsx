/**
 * What the page shows while a screen's code loads: a neutral frame of grey blocks (a title, two
 * lines and a row of cards) that fits every public page. index.html carries the same markup as
 * its static shell, so the first paint (before any JavaScript runs) and React's first render look
 * alike; static-shell.test.tsx keeps the two in step.
 */
export function PageLoading() {
  return (
    <div role="status" className="mx-auto min-h-screen max-w-6xl px-4 pb-12 pt-8 sm:pt-12">
      <span className="sr-only">Carregando...</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-9 w-3/4 max-w-md rounded-md bg-slate-200"></div>
        <div className="mt-4 h-4 w-full max-w-2xl rounded-md bg-slate-200"></div>
        <div className="mt-2 h-4 w-2/3 max-w-xl rounded-md bg-slate-200"></div>
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div key={card} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="aspect-video bg-slate-200"></div>
              <div className="flex flex-col gap-3 p-5">
                <div className="h-5 w-24 rounded-full bg-slate-200"></div>
                <div className="h-6 w-4/5 rounded-md bg-slate-200"></div>
                <div className="h-4 w-3/5 rounded-md bg-slate-200"></div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
