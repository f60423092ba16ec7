// Statement sections as tabs on desktop and as an accordion on phones (purchasing.md 2.6, admin.md 2,
// DESIGN.md): the full statements page and the staff statements viewer.
import { useState, type ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useIsPhone } from '@/hooks/use-is-phone';

export type StatementSection = { value: string; title: string; content: ReactNode };

type StatementSectionsProps = {
  sections: StatementSection[];
  /** Prefix of the test ids, `{testId}-accordion` and `{testId}-tabs`. */
  testId?: string;
};

export function StatementSections({ sections, testId = 'statement' }: StatementSectionsProps) {
  const isPhone = useIsPhone();
  const first = sections[0]?.value ?? '';
  // One choice for both layouts, so turning a tablet keeps the open section.
  const [active, setActive] = useState(first);

  if (isPhone) {
    return (
      <Accordion
        type="single"
        collapsible
        value={active}
        onValueChange={setActive}
        data-testid={`${testId}-accordion`}
        className="flex flex-col border-t border-border"
      >
        {sections.map((section) => (
          <AccordionItem key={section.value} value={section.value}>
            {/* Sections of the page under its title (h1): level 2, as the tabs' panels are. */}
            <AccordionTrigger headingLevel={2} className="text-base font-semibold">
              {section.title}
            </AccordionTrigger>
            <AccordionContent className="pt-1">{section.content}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    );
  }
  return (
    <Tabs value={active || first} onValueChange={setActive} data-testid={`${testId}-tabs`}>
      <TabsList aria-label="Financial statements">
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value}>
            {section.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value} className="mt-2">
          {section.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
