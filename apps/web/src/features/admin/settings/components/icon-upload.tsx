// The icon upload control of the social account dialog: one PNG, JPG or GIF up to 5 MB, with a preview.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, X } from 'lucide-react';
import { MAX_UPLOAD_BYTES, UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE } from '@trajectory/contracts/admin-uploads';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { useUploadIcon } from '../api/upload-icon';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/**
 * The browser's quick check, by the file's declared type and size (admin.md section 5); the server
 * checks the bytes themselves. Null when the selection may be uploaded.
 */
export function checkIconFiles(files: ArrayLike<File> | null | undefined): string | null {
  const file = files?.[0];
  if (!files || files.length !== 1 || !file) return UPLOAD_NOT_AN_IMAGE;
  if (!(ICON_TYPES as readonly string[]).includes(file.type)) return UPLOAD_NOT_AN_IMAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

type IconUploadProps = {
  /** The stored icon's path (/api/objects/{id}) or image URL; null for none. */
  value: string | null;
  onChange: (path: string | null) => void;
  onUploadingChange?: (isUploading: boolean) => void;
};

export function IconUpload({ value, onChange, onUploadingChange }: IconUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadIcon();
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    const issue = checkIconFiles(files);
    const file = files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    setProblem(issue);
    if (issue || !file) return;
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (path) => {
        onChange(path);
        notify({ title: 'Success', description: 'Icon uploaded successfully', variant: 'success' });
      },
      onError: (err) => notifyFailure(err, 'Upload failed. Please try again.', 'Upload Failed'),
      onSettled: () => onUploadingChange?.(false),
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Icon</Label>
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-12 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface">
          {value ? (
            <img src={value} alt="Icon preview" className="size-full object-contain" />
          ) : (
            <ImageUp className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ICON_TYPES.join(',')}
          className="sr-only"
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          aria-invalid={Boolean(problem)}
          onChange={onFiles}
          disabled={upload.isPending}
          data-testid="icon-file-input"
        />
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? 'Uploading...' : value ? 'Replace Icon' : 'Upload Icon'}
        </Button>
        {value && !upload.isPending && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Remove Icon
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        PNG, JPG or GIF, at most 5 MB.
      </p>
      <FieldError id={`${id}-error`} role="alert">
        {problem}
      </FieldError>
    </div>
  );
}
