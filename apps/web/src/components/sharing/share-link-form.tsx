// The founder's new share link (issue #26 item 1): label, expiry, downloads and which version it shows.
// Checked by the contract before it is sent; the server's refusal shows at the field its answer names.
import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  SHARE_LINK_EXPIRY_DAYS,
  SHARE_LINK_LABEL_MAX,
  ZCreateShareLink,
  type TCreateShareLink,
} from '@trajectory/contracts/sharing';
import { useCreateShareLink } from '@/api/share-links';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage, serverFieldError } from '@/lib/api';

type Created = { label: string; path: string };
type FieldName = keyof TCreateShareLink;
type Errors = Partial<Record<FieldName | 'form', string>>;

const FIELDS: readonly FieldName[] = [
  'label',
  'expiresInDays',
  'allowDownloads',
  'includeAssessment',
  'followsLatest',
];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

type Expiry = (typeof SHARE_LINK_EXPIRY_DAYS)[number];
const DEFAULT_EXPIRY: Expiry = 30;

const VERSION_CHOICES = [
  {
    value: 'pinned',
    title: 'Keep showing this version',
    hint: 'The link shows the plan as it is today, even after you change your answers.',
  },
  {
    value: 'latest',
    title: 'Follow my latest changes',
    hint: 'The link always shows your latest answers.',
  },
] as const;

export function ShareLinkForm({
  questionnaireId,
  onCreated,
}: {
  questionnaireId: string;
  onCreated: (created: Created) => void;
}) {
  const [label, setLabel] = useState('');
  const [expiresInDays, setExpiresInDays] = useState<Expiry>(DEFAULT_EXPIRY);
  const [allowDownloads, setAllowDownloads] = useState(false);
  const [includeAssessment, setIncludeAssessment] = useState(true);
  const [followsLatest, setFollowsLatest] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateShareLink();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    labelError: `${id}-label-error`,
    labelHint: `${id}-label-hint`,
    expiry: `${id}-expiry`,
    downloads: `${id}-downloads`,
    assessment: `${id}-assessment`,
    version: `${id}-version`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateShareLink.safeParse({
      label,
      expiresInDays,
      allowDownloads,
      includeAssessment,
      followsLatest,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        next[isField(field) ? field : 'form'] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(
      { questionnaireId, body: parsed.data },
      {
        onSuccess: ({ path }) => onCreated({ label: parsed.data.label, path }),
        onError: (err) => {
          const named = serverFieldError(err);
          setErrors(
            named && isField(named.field)
              ? { [named.field]: named.message }
              : { form: errorMessage(err, 'The link could not be created. Please try again.') },
          );
        },
      },
    );
  };

  const labelDescribedBy = [ids.labelHint, errors.label && ids.labelError].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="New share link">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.label}>
          Shared with
          <span className="text-negative" aria-hidden="true">
            {' '}
            *
          </span>
        </Label>
        <Input
          id={ids.label}
          value={label}
          placeholder="First Bank"
          autoComplete="off"
          required
          aria-invalid={errors.label ? true : undefined}
          aria-describedby={labelDescribedBy}
          onChange={(event) => {
            setLabel(event.target.value);
            if (errors.label) setErrors(({ label: _label, ...rest }) => rest);
          }}
        />
        <p id={ids.labelHint} className="text-sm text-muted-foreground">
          The lender or advisor, up to {SHARE_LINK_LABEL_MAX} characters: it names the link in your list and
          on the cover of the shared PDF.
        </p>
        <FieldError id={ids.labelError}>{errors.label}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <span id={ids.expiry} className="text-sm leading-none font-medium">
          Expires after
        </span>
        <RadioGroup
          aria-labelledby={ids.expiry}
          value={String(expiresInDays)}
          onValueChange={(value) => setExpiresInDays(Number(value) as Expiry)}
          className="flex flex-wrap gap-x-6 gap-y-3"
        >
          {SHARE_LINK_EXPIRY_DAYS.map((days) => (
            <div key={days} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids.expiry}-${days}`} value={String(days)} />
              <Label htmlFor={`${ids.expiry}-${days}`} className="font-normal">
                {days} days
              </Label>
            </div>
          ))}
        </RadioGroup>
        <FieldError>{errors.expiresInDays}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <Checkbox
            id={ids.downloads}
            checked={allowDownloads}
            onCheckedChange={(checked) => setAllowDownloads(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={ids.downloads} className="leading-snug font-normal">
            Allow downloads of the PDF and Excel
          </Label>
        </div>
        <FieldError>{errors.allowDownloads}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <Checkbox
            id={ids.assessment}
            checked={includeAssessment}
            onCheckedChange={(checked) => setIncludeAssessment(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={ids.assessment} className="leading-snug font-normal">
            Include the AI assessment, where your plan has one
          </Label>
        </div>
        <FieldError>{errors.includeAssessment}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <span id={ids.version} className="text-sm leading-none font-medium">
          When you change your answers
        </span>
        <RadioGroup
          aria-labelledby={ids.version}
          value={followsLatest ? 'latest' : 'pinned'}
          onValueChange={(value) => setFollowsLatest(value === 'latest')}
        >
          {VERSION_CHOICES.map((choice) => (
            <div key={choice.value} className="flex items-start gap-2">
              <RadioGroupItem
                id={`${ids.version}-${choice.value}`}
                value={choice.value}
                className="mt-0.5"
                aria-describedby={`${ids.version}-${choice.value}-hint`}
              />
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${ids.version}-${choice.value}`} className="font-normal">
                  {choice.title}
                </Label>
                <p id={`${ids.version}-${choice.value}-hint`} className="text-sm text-muted-foreground">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
        <FieldError>{errors.followsLatest}</FieldError>
      </div>

      <FieldError role="alert">{errors.form}</FieldError>
      <div>
        <Button type="submit" disabled={create.isPending} className="w-full md:w-auto">
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {create.isPending ? 'Creating link...' : 'Create link'}
        </Button>
      </div>
    </form>
  );
}
