/** A labelled progress bar with its percentage (the export and import transfers). */
export function ProgressBar({
  label,
  percent,
  testId,
}: {
  label: string;
  percent: number;
  testId: string;
}) {
  return (
    <div className="mt-3" data-testid={testId}>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span data-testid={`${testId}-percent`}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
