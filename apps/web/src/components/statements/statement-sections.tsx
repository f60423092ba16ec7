// Statement sections as tabs on desktop and as an accordion on phones (purchasing.md 2.6, admin.md 2,
// DESIGN.md): the full statements page and the staff statements viewer.
import { useState, type ReactNode } from 'react';
import { Disclosure, DisclosureContent, DisclosureItem, DisclosureTrigger } from '@/components/ui/disclosure';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PHONE_MEDIA_QUERY, usePhoneLayout } from '@/hooks/use-is-phone';

type Layout = 'accordion' | 'tabs';

/**
 * While a server-drawn page hydrates (isPhone null in the browser), the layout the screen does not show and
 * its markup: that layout is not hydrated but kept as the server drew it (issue #27 item 3: a phone
 * hydrated the P&L twice, in its accordion and in the hidden tabs), until the page, knowing the screen,
 * drops it.
 */
function useHiddenWhileHydrating(isPhone: boolean | null, testId: string) {
  const [hidden] = useState<{ layout: Layout; markup: string } | null>(() => {
    if (isPhone !== null || typeof document === 'undefined' || typeof window.matchMedia !== 'function') {
      return null;
    }
    const layout: Layout = window.matchMedia(PHONE_MEDIA_QUERY).matches ? 'tabs' : 'accordion';
    const element = document.querySelector(`[data-layout="${testId}-${layout}"]`);
    return element ? { layout, markup: element.innerHTML } : null;
  });
  return isPhone === null ? hidden : null;
}

/** The container of a layout, or the server's markup of it while it is the hidden one (see above). */
function layoutProps(layout: Layout, content: ReactNode, hidden: ReturnType<typeof useHiddenWhileHydrating>) {
  return hidden?.layout === layout
    ? { dangerouslySetInnerHTML: { __html: hidden.markup }, suppressHydrationWarning: true }
    : { children: content };
}

export type StatementSection = { value: string; title: string; content: ReactNode };

type StatementSectionsProps = {
  sections: StatementSection[];
  /** Prefix of the test ids, `{testId}-accordion` and `{testId}-tabs`. */
  testId?: string;
};

export function StatementSections({ sections, testId = 'statement' }: StatementSectionsProps) {
  // Null on the server and while hydrating: both layouts, CSS shows the one for the screen, so nothing
  // moves when the script learns the screen's width and drops the other.
  const isPhone = usePhoneLayout();
  const first = sections[0]?.value ?? '';
  // One choice for both layouts, so turning a tablet keeps the open section.
  const [active, setActive] = useState(first);

  const accordion = isPhone !== false && (
    <Disclosure
      value={active}
      onValueChange={setActive}
      data-testid={`${testId}-accordion`}
      className="flex flex-col border-t border-border"
    >
      {sections.map((section) => (
        <DisclosureItem key={section.value} value={section.value}>
          {/* Sections of the page under its title (h1): level 2, as the tabs' panels are. */}
          <DisclosureTrigger headingLevel={2} className="text-base font-semibold">
            {section.title}
          </DisclosureTrigger>
          <DisclosureContent className="pt-1">{section.content}</DisclosureContent>
        </DisclosureItem>
      ))}
    </Disclosure>
  );
  const tabs = isPhone !== true && (
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
  const hidden = useHiddenWhileHydrating(isPhone, testId);
  return (
    <>
      <div
        className={isPhone === null ? 'md:hidden' : 'contents'}
        data-layout={`${testId}-accordion`}
        {...layoutProps('accordion', accordion, hidden)}
      />
      <div
        className={isPhone === null ? 'hidden md:block' : 'contents'}
        data-layout={`${testId}-tabs`}
        {...layoutProps('tabs', tabs, hidden)}
      />
    </>
  );
}
