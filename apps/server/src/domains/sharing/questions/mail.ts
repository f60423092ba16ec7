// The e-mails of questions on a shared plan: the founder's, when a viewer asks; the asker's, when the founder
// answers. The asker's never carries the link (its token is not stored): it says to open the link again.
import { escapeHtml } from '../../../lib/html';

type Mail = { subject: string; text: string; html: string };

function mailOf(subject: string, paragraphs: string[]): Mail {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

/** To the founder: who asked what about which line, and where to answer. */
export function questionAskedMail({
  businessName,
  linkLabel,
  askerName,
  line,
  question,
  pageUrl,
}: {
  businessName: string;
  linkLabel: string;
  askerName: string;
  line: string;
  question: string;
  pageUrl: string;
}): Mail {
  return mailOf(`A question about ${businessName}: ${line}`, [
    'Hello,',
    `${askerName}, who opened the plan of ${businessName} you shared as "${linkLabel}", asks about ${line}:`,
    question,
    `Answer it beside that line on your statements page: ${pageUrl}`,
  ]);
}

/** To the asker: their question and the founder's answer, and how to see the thread. */
export function questionAnsweredMail({
  businessName,
  askerName,
  line,
  question,
  answer,
}: {
  businessName: string;
  askerName: string;
  line: string;
  question: string;
  answer: string;
}): Mail {
  return mailOf(`${businessName} answered your question about ${line}`, [
    `Hello ${askerName},`,
    `You asked about ${line}:`,
    question,
    `The founder of ${businessName} answered:`,
    answer,
    'Open the link you were sent again to see the whole thread on the plan.',
  ]);
}
