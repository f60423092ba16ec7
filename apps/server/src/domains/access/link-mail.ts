// The access-link e-mail, in plain text and HTML.
import { escapeHtml } from '../../lib/html';

export function accessLinkMail({ name, link }: { name: string; link: string }) {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Open your Trajectory reports with this link:',
    link,
    '',
    'It works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Open your Trajectory reports with this link:</p>
<p><a href="${escapeHtml(link)}">Open my reports</a></p>
<p>It works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.</p>`;
  return { subject: 'Your link to open your Trajectory reports', text, html };
}
