import { type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

interface ChartFigureProps {
  id: string;
  title: string;
  /** A table screen readers read instead of the drawing. */
  table: ChartTable;
  emptyText: string;
  children: ReactNode;
}

export function ChartFigure({ id, title, table, emptyText, children }: ChartFigureProps) {
  const isEmpty = table.rows.length === 0;
  return (
    <figure
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      {isEmpty ? (
        <p className="py-8 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <Suspense
            fallback={
              <p className="flex h-40 items-center justify-center gap-2 text-sm text-slate-600">
                <Spinner label="" className="size-5 text-indigo-600" />
                Loading chart…
              </p>
            }
          >
            {children}
          </Suspense>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              Show as table<span className="sr-only">: {title}</span>
            </summary>
            <div className="mt-2">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="py-1 pr-3 font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])} className="border-b border-slate-100">
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th
                            key={table.columns[index]}
                            scope="row"
                            className="min-w-24 py-1 pr-3 font-normal wrap-anywhere"
                          >
                            {cell}
                          </th>
                        ) : (
                          <td key={table.columns[index]} className="py-1 pr-3 tabular-nums">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
