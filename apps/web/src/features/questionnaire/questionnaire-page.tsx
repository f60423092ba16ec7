// The questionnaire wizard (/questionnaire/:prospectId): loads the prospect and where to resume, then the wizard.
// The server draws it with its reads for the founder (issue #27 item 1, contracts' formPageTarget); this
// device's draft, which the server cannot see, is taken once the page is hydrated (useLocalDraft).
import { useMemo, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { PageFallback } from '@/components/layouts/page-fallback';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProspect } from '@/api/get-prospect';
import { useProspectQuestionnaires } from '@/api/get-prospect-questionnaires';
import { useQuestionnaire } from '@/api/get-questionnaire';
import { QuestionnaireWizard, type WizardStart } from './components/questionnaire-wizard';
import { EMPTY_ANSWERS, fromSections } from './lib/answers';
import { readLocalDraft, type LocalDraft } from './lib/local-draft';
import { HOME_PATH, REPORTS_PATH } from '@/lib/paths';

type StartSources = {
  prospect: TProspect;
  localDraft: LocalDraft | null;
  explicitId: string | null;
  explicit: TQuestionnaire | undefined;
  latest: TQuestionnaire | undefined;
  businessName: string | null;
  step: number | null;
  /** ?edit=true: correct the completed questionnaire asked for (?questionnaireId=). */
  isEditing: boolean;
};

/** Past the last step: the wizard opens its last step, the review of every answer. */
const REVIEW = Number.MAX_SAFE_INTEGER;

/** Whether a kept draft holds anything typed: a blank one restores nothing, so nothing is said. */
function holdsAnswers(draft: LocalDraft, prospectBusinessName: string): boolean {
  return (Object.keys(EMPTY_ANSWERS) as Array<keyof typeof EMPTY_ANSWERS>).some((key) => {
    const value = draft.answers[key];
    if (key === 'businessName') return value !== '' && value !== prospectBusinessName;
    if (Array.isArray(value)) return value.length > 0;
    return value !== EMPTY_ANSWERS[key];
  });
}

/** This device's draft wins (it is the newest typing), then the questionnaire asked for, then the latest draft. */
function chooseStart({
  prospect,
  localDraft,
  explicitId,
  explicit,
  latest,
  businessName,
  step,
  isEditing,
}: StartSources): WizardStart {
  let start: WizardStart;
  if (isEditing && explicit?.isCompleted) {
    // A correction starts from the stored answers, on the review, and keeps nothing on the device.
    return {
      answers: fromSections(explicit),
      step: step ?? REVIEW,
      questionnaireId: explicit.id,
      isRestored: false,
      editing: { statementType: explicit.statementType },
    };
  }
  if (localDraft && (!explicitId || localDraft.questionnaireId === explicitId)) {
    start = {
      answers: localDraft.answers,
      step: localDraft.step,
      questionnaireId: localDraft.questionnaireId,
      isRestored: holdsAnswers(localDraft, prospect.businessName),
    };
  } else if (explicit) {
    start = { answers: fromSections(explicit), step: 1, questionnaireId: explicit.id, isRestored: false };
  } else if (latest && !latest.isCompleted) {
    start = { answers: fromSections(latest), step: 1, questionnaireId: latest.id, isRestored: false };
  } else {
    start = {
      answers: { ...EMPTY_ANSWERS, businessName: businessName ?? prospect.businessName },
      step: 1,
      questionnaireId: null,
      isRestored: false,
    };
  }
  if (businessName && !start.answers.businessName)
    start = { ...start, answers: { ...start.answers, businessName } };
  return step ? { ...start, step } : start;
}

const noSubscription = () => () => {};
const noDraft = () => null;

/**
 * This device's draft, read once per prospect (later writes are the wizard's own). A page the server drew
 * is hydrated without it, as the server drew it, and drawn again with it right after.
 */
function useLocalDraft(prospectId: string): LocalDraft | null {
  const draft = useMemo(() => readLocalDraft(prospectId), [prospectId]);
  return useSyncExternalStore(noSubscription, () => draft, noDraft);
}

function NotFound() {
  return (
    <PageLayout title="Financial Information Questionnaire">
      <Card className="items-center gap-3 p-10 text-center" role="alert">
        <h2 className="text-lg font-semibold">We couldn't open this questionnaire</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          The link may be out of date. Start again from the home page, or find your reports with your e-mail.
        </p>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to={REPORTS_PATH}>Access Reports</Link>
          </Button>
          <Button asChild>
            <Link to={HOME_PATH}>Go Home</Link>
          </Button>
        </div>
      </Card>
    </PageLayout>
  );
}

export function QuestionnairePage() {
  useDocumentTitle('Financial Information Questionnaire');
  const { prospectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isNewQuestionnaire = searchParams.get('new-questionnaire') === 'true';
  const explicitId = searchParams.get('questionnaireId');
  const businessName = searchParams.get('businessName');
  const stepParam = Number(searchParams.get('step'));
  const isEditing = searchParams.get('edit') === 'true' && Boolean(explicitId);

  const prospect = useProspect(prospectId);
  const list = useProspectQuestionnaires(prospectId, { enabled: !isNewQuestionnaire && !explicitId });
  const explicit = useQuestionnaire(explicitId);
  const localDraft = useLocalDraft(prospectId);

  const isLoading =
    prospect.isPending ||
    (list.fetchStatus === 'fetching' && list.isPending) ||
    (explicit.fetchStatus === 'fetching' && explicit.isPending);
  if (isLoading) return <PageFallback />;
  if (prospect.isError || (isEditing && explicit.isError)) return <NotFound />;

  const start = chooseStart({
    prospect: prospect.data,
    localDraft,
    explicitId,
    explicit: explicit.data,
    // A failed list simply starts a fresh questionnaire.
    latest: list.data?.[0],
    businessName,
    step: Number.isInteger(stepParam) && stepParam > 0 ? stepParam : null,
    isEditing,
  });
  return (
    <QuestionnaireWizard
      // A draft taken after hydration starts the wizard again from it.
      key={`${prospectId}-${start.editing ? start.questionnaireId : localDraft ? 'device' : 'new'}`}
      prospect={prospect.data}
      start={start}
    />
  );
}
