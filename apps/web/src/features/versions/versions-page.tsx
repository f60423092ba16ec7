// The versions of one plan's answers (/versions/:prospectId?questionnaireId=[&version=]), issue #26 item 3:
// the list, newest first, and two compared side by side; with `version`, that version read-only. Each can
// be restored, which saves its answers as the next version.
import { Link, useParams, useSearchParams } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { latestCompleted, useProspectQuestionnaires } from '@/api/get-prospect-questionnaires';
import { useProspect } from '@/api/get-prospect';
import { useQuestionnaire } from '@/api/get-questionnaire';
import { NotFoundPage } from '@/components/layouts/not-found-page';
import { PageFallback } from '@/components/layouts/page-fallback';
import { PageLayout } from '@/components/layouts/page-layout';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { hasErrorCode } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useVersions } from './api/get-versions';
import { VersionCompare } from './components/version-compare';
import { VersionList } from './components/version-list';
import { VersionView } from './components/version-view';
import { currentNumber } from './lib/version-text';

/** A version number from the URL: a whole number from 1, else none. */
function versionParam(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : null;
}

export function VersionsPage() {
  const { prospectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('questionnaireId');
  const opened = versionParam(searchParams.get('version'));
  const prospect = useProspect(prospectId);
  // Without a questionnaire in the URL, the prospect's latest completed plan, as the statements pages.
  const list = useProspectQuestionnaires(prospectId, { enabled: !requested });
  const questionnaireId = requested ?? (list.data ? (latestCompleted(list.data)?.id ?? null) : null);
  const questionnaire = useQuestionnaire(questionnaireId);
  const versions = useVersions(questionnaireId);

  if (prospect.isPending || (!requested && list.isPending)) return <PageFallback />;
  if (hasErrorCode(prospect.error, 'NOT_FOUND', 'INVALID_INPUT')) return <NotFoundPage />;
  if (hasErrorCode(versions.error, 'NOT_FOUND', 'INVALID_INPUT')) return <NotFoundPage />;

  const businessName = questionnaire.data?.businessInfo?.name || prospect.data?.businessName;
  const title = businessName ? `${businessName} - Versions` : 'Versions';
  const current = versions.data ? currentNumber(versions.data.versions) : null;

  return (
    <PageLayout
      title={title}
      description="Every saved state of your plan's answers. A version's figures are not stored: they are computed today from its answers."
    >
      <div className="flex flex-col gap-6">
        {questionnaireId && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={paths.fullStatements(prospectId, questionnaireId)}>
                <FileSpreadsheet aria-hidden="true" />
                View Full Statements
              </Link>
            </Button>
          </div>
        )}
        {!questionnaireId ? (
          <StatusPanel title="No versions yet">
            Versions begin once a plan is generated: finish your questionnaire to see them here.
          </StatusPanel>
        ) : opened !== null ? (
          <VersionView
            prospectId={prospectId}
            questionnaireId={questionnaireId}
            number={opened}
            current={current}
          />
        ) : (
          <>
            <VersionList prospectId={prospectId} questionnaireId={questionnaireId} query={versions} />
            {versions.data && versions.data.versions.length > 0 && (
              <VersionCompare questionnaireId={questionnaireId} versions={versions.data.versions} />
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}
