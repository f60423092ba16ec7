// DejaVu Sans advance widths, so ECharts lays labels out for the font resvg actually draws them in.

// Without a canvas, zrender estimates text width from Helvetica-like metrics; DejaVu's digits are
// about 14% wider, which let axis labels spill past the grid. These are the fonts' advance widths in
// thousandths of an em for U+0020..U+007E, read once from DejaVuSans.ttf and DejaVuSans-Bold.ttf.
const REGULAR_ASCII =
  '318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838';
const BOLD_ASCII =
  '348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838';

/** Characters outside ASCII that chart labels use: minus sign, ellipsis, middle dot, dashes, apostrophe. */
const EXTRA_REGULAR: Record<string, number> = {
  '\u2212': 838,
  '\u2026': 1000,
  '\u00b7': 318,
  '\u2013': 500,
  '\u2014': 1000,
  '\u2019': 318,
};
const EXTRA_BOLD: Record<string, number> = {
  '\u2212': 838,
  '\u2026': 1000,
  '\u00b7': 380,
  '\u2013': 500,
  '\u2014': 1000,
  '\u2019': 380,
};

function buildTable(ascii: string, extra: Record<string, number>): Map<string, number> {
  const table = new Map<string, number>();
  ascii.split(',').forEach((width, i) => table.set(String.fromCharCode(32 + i), Number(width) / 1000));
  for (const [char, width] of Object.entries(extra)) table.set(char, width / 1000);
  return table;
}

const REGULAR = buildTable(REGULAR_ASCII, EXTRA_REGULAR);
const BOLD = buildTable(BOLD_ASCII, EXTRA_BOLD);
/** Any other character (accented letters in a business name, say) counts as a wide one, to err on the roomy side. */
const FALLBACK_EM = 0.8;

/** zrender's measureText contract: `font` is a CSS font shorthand such as "bold 18px DejaVu Sans". */
export function measureDejaVuText(text: string, font?: string): { width: number } {
  const sizeMatch = /(\d+(?:\.\d+)?)px/.exec(font ?? '');
  const fontSize = sizeMatch ? Number(sizeMatch[1]) : 12;
  const table = /\b(bold|bolder|[6-9]00)\b/.test(font ?? '') ? BOLD : REGULAR;
  let em = 0;
  for (const char of text) em += table.get(char) ?? FALLBACK_EM;
  return { width: em * fontSize };
}
