// Asks for the business name of a new report, then starts a new questionnaire for it.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { questionnairePath } from '@/lib/paths';

type BusinessNameDialogProps = {
  prospectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function BusinessNameDialog({ prospectId, open, onOpenChange }: BusinessNameDialogProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const businessName = name.trim();
    if (!businessName) {
      notify({
        title: 'Business Name Required',
        description: 'Please enter a business name for your new report.',
        variant: 'destructive',
      });
      return;
    }
    onOpenChange(false);
    void navigate(questionnairePath(prospectId, { 'new-questionnaire': 'true', businessName }));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setName('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={handleSubmit} className="flex flex-1 flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Start a New Report</DialogTitle>
            <DialogDescription>
              Which business is this projection for? You can use a working name.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="new-report-business-name">Business Name</Label>
            <Input
              id="new-report-business-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Sunrise Bakery"
              autoComplete="organization"
              maxLength={200}
              autoFocus
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Start Questionnaire</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
