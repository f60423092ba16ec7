// Issue #23 item 3: the server writes no web URL by hand. Every link it answers with or mails (the redirect
// after completing a questionnaire or a payment, an access link, robots.txt) is built by
// @trajectory/contracts/paths, whose every path apps/web/test/paths.test.ts proves is a route of the web's
// router. This scan finds a string or template literal that starts a path with one of the web's pages.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './helpers/source-files';
import { paths, WEB_ROUTES } from '@trajectory/contracts/paths';

/** The first segment of every web page with one: results, full-statements, checkout, access… */
const PAGE_SEGMENTS = [
  ...new Set(
    Object.values(WEB_ROUTES)
      .map((pattern) => pattern.split('/')[1])
      .filter((segment): segment is string => Boolean(segment) && !segment!.startsWith(':')),
  ),
];
// A web path starting a string, or a word inside one ("visit /talk-with-expert"); comment lines are skipped.
const HAND_BUILT = new RegExp(
  `(?:^|[\\s'"\`(])/(?:${PAGE_SEGMENTS.join('|')})(?=[/?#'"\`\\s,.;:)]|\\$|$)`,
  'g',
);
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

describe('web paths on the server', () => {
  it('knows the pages it looks for', () => {
    expect(PAGE_SEGMENTS).toEqual(
      expect.arrayContaining([
        'results',
        'full-statements',
        'checkout',
        'payment-success',
        'access',
        'admin',
      ]),
    );
    expect(`'${paths.results('x')}'`).toMatch(HAND_BUILT);
    expect('`/checkout?product=${key}`').toMatch(HAND_BUILT);
    expect("'not bought online: visit /talk-with-expert'").toMatch(HAND_BUILT);
    expect("'/api/access/links'").not.toMatch(HAND_BUILT);
  });

  it('builds every web URL with the contracts’ paths, never by hand', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          !isComment(line) && line.match(HAND_BUILT)
            ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
