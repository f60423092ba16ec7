// A checkbox with its label beside it, as the staff forms use for on/off settings.
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type CheckboxFieldProps = {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

export function CheckboxField({ id, label, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <div className="flex items-center gap-2">
      {/* Radix reports "indeterminate" too; these settings are only ever on or off. */}
      <Checkbox id={id} checked={checked} onCheckedChange={(next) => onCheckedChange(next === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
