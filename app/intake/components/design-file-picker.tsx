import { FileUp, X } from "~/components/ui/icons";
import { useRef, useState } from "react";
import { errorText, labelClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { IntakeMessages, PlaceOrderContent } from "../content/types";
import { DESIGN_FILE_ACCEPT, hasDesignFileExtension } from "../file-types";
import { MAX_ORDER_FILE_BYTES, MAX_ORDER_FILES } from "../options";

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The chosen files, checked as they are added (type, size, count), and the input's FileList kept
 * equal to the list so that only the listed files are uploaded.
 */
function useDesignFiles(m: IntakeMessages) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  function sync(next: File[]) {
    setFiles(next);
    if (!input.current) return;
    const transfer = new DataTransfer();
    for (const f of next) transfer.items.add(f);
    input.current.files = transfer.files;
  }

  function onChange() {
    const chosen = [...(input.current?.files ?? [])];
    const next = [...files];
    const found: string[] = [];
    for (const file of chosen) {
      if (next.some((f) => f.name === file.name && f.size === file.size)) continue;
      if (!hasDesignFileExtension(file.name)) found.push(fill(m.fileType, { name: file.name }));
      else if (file.size === 0) found.push(fill(m.fileEmpty, { name: file.name }));
      else if (file.size > MAX_ORDER_FILE_BYTES)
        found.push(fill(m.fileTooLarge, { name: file.name }));
      else if (next.length >= MAX_ORDER_FILES) {
        if (!found.includes(m.tooManyFiles)) found.push(m.tooManyFiles);
      } else next.push(file);
    }
    setProblems(found);
    sync(next);
  }

  const remove = (index: number) => sync(files.filter((_, j) => j !== index));
  return { input, files, problems, onChange, remove };
}

/** The listed files, each with its size and a button removing it. */
function SelectedFiles({
  files,
  content,
  disabled,
  onRemove,
}: {
  files: File[];
  content: PlaceOrderContent["form"];
  disabled?: boolean;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold">
        {fill(content.selectedFiles, { count: files.length })}
      </p>
      <ul className="mt-2 space-y-2" data-testid="selected-files">
        {files.map((file, i) => (
          <li
            key={`${file.name}-${file.size}`}
            className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800"
          >
            <span className="min-w-0 truncate">
              {file.name} <span className={mutedText}>({formatSize(file.size)})</span>
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(i)}
              className="rounded p-1 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-700"
            >
              <X aria-hidden className="size-4" />
              <span className="sr-only">{fill(content.removeFile, { name: file.name })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The order's design files. Without JavaScript it is a plain multiple file input. With it, each
 * choice adds to the list (up to 10), files that are too large, empty or of another type are
 * refused at once with a message, and each listed file can be removed before sending: the input's
 * FileList is rebuilt from the list, so only the listed files are uploaded.
 */
export function DesignFilePicker({
  content,
  messages: m,
  serverError,
  disabled,
}: {
  content: PlaceOrderContent["form"];
  messages: IntakeMessages;
  serverError?: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const { input, files, problems, onChange, remove } = useDesignFiles(m);

  const error = [...problems, ...(serverError ? [serverError] : [])].join(" ");
  const describedBy = ["files-hint", error ? "files-error" : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor="files" className={labelClass}>
        {content.files} <span className={`font-normal ${mutedText}`}>{m.optional}</span>
      </label>
      <div className="mt-1 flex items-center gap-3 rounded-md border-2 border-dashed border-slate-300 p-4 dark:border-slate-700">
        <FileUp aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-100" />
        <input
          ref={input}
          id="files"
          name="files"
          type="file"
          multiple
          accept={DESIGN_FILE_ACCEPT}
          disabled={disabled}
          onChange={hydrated ? onChange : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
      </div>
      <p id="files-hint" className={`mt-1 text-sm ${mutedText}`}>
        {content.filesHint}
      </p>
      {error ? (
        <p id="files-error" className={errorText} role="alert">
          {error}
        </p>
      ) : null}
      {hydrated && files.length > 0 ? (
        <SelectedFiles files={files} content={content} disabled={disabled} onRemove={remove} />
      ) : null}
    </div>
  );
}
