// Stand-in for a tab that is still being built; removed once every tab is real.
import { Card } from '@/components/ui/card';

export function TabPlaceholder({ title }: { title: string }) {
  return (
    <Card className="p-6">
      <p className="text-sm text-muted-foreground">{title}</p>
    </Card>
  );
}
