// A link just made (issue #26 item 1): its full address, shown this once (the server keeps only a hash of
// its token), with Copy, and the way back to the form for another one.
import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type CopyState = 'idle' | 'copied' | 'failed';

/** The link's address as the lender will open it: this site's origin and the path the server gave. */
export const shareLinkUrl = (path: string) => new URL(path, window.location.origin).href;

export function CreatedLink({
  label,
  path,
  onAnother,
}: {
  label: string;
  path: string;
  onAnother: () => void;
}) {
  const url = shareLinkUrl(path);
  const [copy, setCopy] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // The address is what the founder came for: it takes the focus, selected, ready to copy by hand too.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the address stays selected for the keys.
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Your link for {label} is ready
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-url`}>Link for {label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={`${id}-url`}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
            aria-describedby={`${id}-once`}
          />
          <Button onClick={() => void copyUrl()} className="sm:w-32">
            {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {copy === 'copied'
            ? 'The link is on your clipboard.'
            : copy === 'failed'
              ? 'Copying is not allowed here: the link is selected, copy it with your keyboard.'
              : ''}
        </p>
      </div>
      <p id={`${id}-once`} className="text-sm">
        <strong className="font-semibold">This link is shown only this once.</strong> Copy it now and send it
        to {label}. We keep no copy we could show again: if you lose it, revoke it below and create a new one.
      </p>
      <div>
        <Button variant="outline" onClick={onAnother}>
          Create another link
        </Button>
      </div>
    </section>
  );
}
