// Several plans open in one browser: one button per prospect, the chosen one kept in ?prospect=.
import type { TSessionProspect } from '@trajectory/contracts/access';
import { Button } from '@/components/ui/button';

type ProspectSwitcherProps = {
  prospects: TSessionProspect[];
  chosenId: string;
  onChoose: (prospectId: string) => void;
};

export function ProspectSwitcher({ prospects, chosenId, onChoose }: ProspectSwitcherProps) {
  return (
    <nav aria-label="Your plans" className="mb-6 flex flex-wrap gap-2">
      {prospects.map(({ prospect }) => {
        const isChosen = prospect.id === chosenId;
        return (
          <Button
            key={prospect.id}
            variant={isChosen ? 'default' : 'outline'}
            aria-current={isChosen ? 'true' : undefined}
            onClick={() => onChoose(prospect.id)}
            className="max-w-full"
          >
            <span className="truncate">
              {prospect.name} · {prospect.email}
            </span>
          </Button>
        );
      })}
    </nav>
  );
}
