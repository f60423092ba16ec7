// Contacts tab pieces: the icon upload's browser-side checks and flow, and the social account form.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@trajectory/contracts/admin-uploads';
import { CONTACT_PAGE_DEFAULTS } from '@trajectory/contracts/site';
import { ContactMessagesCard } from '@/features/admin/settings/components/contact-messages-card';
import { ContactSettingsCard } from '@/features/admin/settings/components/contact-settings-form';
import { checkIconFiles, IconUpload } from '@/features/admin/settings/components/icon-upload';
import { SocialAccountDialog } from '@/features/admin/settings/components/social-account-dialog';
import { createQueryClient } from '@/lib/query-client';
import { notify } from '@/lib/notify';
import { jsonResponse, mockApi, spyOnNotify } from './utils';

spyOnNotify();

const OBJECT_PATH = '/api/objects/11111111-1111-4111-8111-111111111111';
const png = (size = 68) => new File([new Uint8Array(size)], 'icon.png', { type: 'image/png' });

function withClient(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

function UploadHarness({ onChange }: { onChange: (path: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <IconUpload
      value={value}
      onChange={(path) => {
        setValue(path);
        onChange(path);
      }}
    />
  );
}

const upload = (files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('icon-file-input'), files);

describe('checkIconFiles', () => {
  it('takes one PNG, JPG or GIF of at most 5 MB', () => {
    expect(checkIconFiles([png()])).toBeNull();
    expect(checkIconFiles([new File(['x'], 'a.jpg', { type: 'image/jpeg' })])).toBeNull();
    expect(checkIconFiles([new File(['x'], 'a.gif', { type: 'image/gif' })])).toBeNull();
    expect(checkIconFiles([png(MAX_UPLOAD_BYTES)])).toBeNull();
  });

  it('refuses other types, several files, none, and anything over 5 MB', () => {
    expect(checkIconFiles([new File(['x'], 'a.svg', { type: 'image/svg+xml' })])).toBe(
      'Please select an image file',
    );
    expect(checkIconFiles([new File(['x'], 'a.txt', { type: 'text/plain' })])).toBe(
      'Please select an image file',
    );
    expect(checkIconFiles([png(), png()])).toBe('Please select an image file');
    expect(checkIconFiles([])).toBe('Please select an image file');
    expect(checkIconFiles(null)).toBe('Please select an image file');
    expect(checkIconFiles([png(MAX_UPLOAD_BYTES + 1)])).toBe('File size must be less than 5MB');
  });
});

describe('IconUpload', () => {
  it('says "Please select an image file" for a text file and uploads nothing', async () => {
    const fetchMock = mockApi({});
    withClient(<UploadHarness onChange={() => {}} />);
    await upload([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "File size must be less than 5MB" for a larger image', async () => {
    const fetchMock = mockApi({});
    withClient(<UploadHarness onChange={() => {}} />);
    await upload([png(MAX_UPLOAD_BYTES + 1)]);
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an upload URL, PUTs the bytes there and previews the stored icon', async () => {
    const onChange = vi.fn();
    const fetchMock = mockApi({
      '/api/objects/upload': () =>
        jsonResponse({
          uploadURL: '/api/objects/upload/tok',
          objectPath: OBJECT_PATH,
          expiresAt: '2030-01-01',
        }),
      '/api/objects/upload/tok': () =>
        jsonResponse({ objectPath: OBJECT_PATH, contentType: 'image/png', size: 68 }),
    });
    withClient(<UploadHarness onChange={onChange} />);
    const file = png();
    await upload([file]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(OBJECT_PATH));
    expect(screen.getByAltText('Icon preview')).toHaveAttribute('src', OBJECT_PATH);
    expect(notify).toHaveBeenCalledWith({
      title: 'Success',
      description: 'Icon uploaded successfully',
      variant: 'success',
    });
    const [postUrl, postInit] = fetchMock.mock.calls[0]!;
    expect(postUrl).toBe('/api/objects/upload');
    expect(postInit?.method).toBe('POST');
    expect(postInit?.body).toBeUndefined();
    const [putUrl, putInit] = fetchMock.mock.calls[1]!;
    expect(putUrl).toBe('/api/objects/upload/tok');
    expect(putInit?.method).toBe('PUT');
    expect(putInit?.body).toBe(file);
  });

  it('says "Upload failed. Please try again." when the upload fails without a reason', async () => {
    const onChange = vi.fn();
    mockApi({ '/api/objects/upload': () => new Response('', { status: 503 }) });
    withClient(<UploadHarness onChange={onChange} />);
    await upload([png()]);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Upload failed. Please try again.', variant: 'destructive' }),
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('social account dialog', () => {
  beforeEach(() => {
    // Radix checkboxes measure themselves; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  const account = {
    id: 7,
    platform: 'LinkedIn',
    account: 'Trajectory',
    description: null,
    link: 'https://www.linkedin.com/company/trajectory',
    logo: null,
    isActive: true,
    showLogo: true,
    showDescription: true,
    position: 'bottom' as const,
    sortOrder: 0,
  };

  it('starts a new account with the defaults and keeps submit disabled until the required fields are set', async () => {
    mockApi({});
    withClient(<SocialAccountDialog open onOpenChange={() => {}} account={null} />);
    const submit = screen.getByRole('button', { name: 'Add Account' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Account Name'));
    await userEvent.paste('Trajectory');
    await userEvent.click(screen.getByLabelText('Link'));
    await userEvent.paste('https://example.com');
    // Still no platform.
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Sort Order')).toHaveValue(0);
    expect(screen.getByLabelText('Show logo')).toBeChecked();
    expect(screen.getByLabelText('Show description')).toBeChecked();
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Position')).toHaveTextContent('Bottom (footer)');
  });

  it('checks the link is a URL and updates through PUT', async () => {
    const fetchMock = mockApi({
      '/api/social-media/7': (init) =>
        jsonResponse({ ...account, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const onOpenChange = vi.fn();
    withClient(<SocialAccountDialog open onOpenChange={onOpenChange} account={account} />);
    const link = screen.getByLabelText('Link');
    await userEvent.clear(link);
    expect(screen.getByRole('button', { name: 'Update Account' })).toBeDisabled();
    await userEvent.click(link);
    await userEvent.paste('not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(
      await screen.findByText('Link must be a URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await userEvent.paste('https://linkedin.com/company/traj');
    await userEvent.click(screen.getByRole('button', { name: 'Update Account' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/social-media/7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      platform: 'LinkedIn',
      link: 'https://linkedin.com/company/traj',
      position: 'bottom',
      sortOrder: 0,
    });
  });

  it('falls back to "Failed to update social media account"', async () => {
    mockApi({ '/api/social-media/7': () => new Response('', { status: 500 }) });
    withClient(<SocialAccountDialog open onOpenChange={() => {}} account={account} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Account' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to update social media account' }),
      ),
    );
  });
});

describe('contact form settings and messages', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  const saved = {
    id: 1,
    contactEmail: 'support@example.com',
    contactFormTitle: 'Contact Us',
    contactFormDescription: 'Get in touch with us',
    autoReplyEnabled: true,
    autoReplySubject: 'Thank you for contacting us',
    autoReplyMessage: 'We have received your message and will get back to you soon.',
    isActive: true,
    updatedAt: '2025-01-05T10:00:00.000Z',
  };

  it('checks the contact e-mail, then saves through PUT and falls back to the spec text on failure', async () => {
    let fail = false;
    const fetchMock = mockApi({
      '/api/admin/contact-settings': () => jsonResponse(saved),
      '/api/contact-settings/1': (init) =>
        fail
          ? new Response('', { status: 500 })
          : jsonResponse({
              ...saved,
              ...(JSON.parse(String(init?.body)) as object),
              updatedAt: '2025-02-01',
            }),
    });
    withClient(<ContactSettingsCard />);
    const email = await screen.findByLabelText('Contact Email');
    expect(email).toHaveValue('support@example.com');
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Contact email is required')).toBeInTheDocument();
    await userEvent.click(email);
    await userEvent.paste('nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Contact email must be a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(email);
    await userEvent.paste('hello@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ...Object.fromEntries(Object.entries(saved).filter(([key]) => key !== 'id' && key !== 'updatedAt')),
      contactEmail: 'hello@example.com',
    });

    fail = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith(
        expect.objectContaining({ description: 'Failed to save contact settings' }),
      ),
    );
  });

  it('shows, at a blank title and description, the words the public page uses instead', async () => {
    mockApi({
      '/api/admin/contact-settings': () =>
        jsonResponse({ ...saved, contactFormTitle: '', contactFormDescription: '' }),
    });
    withClient(<ContactSettingsCard />);
    const title = await screen.findByLabelText('Form Title');
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', CONTACT_PAGE_DEFAULTS.contactFormTitle);
    expect(title).toHaveAccessibleDescription('Left blank, the contact page shows “Contact Us”.');
    const description = screen.getByLabelText('Form Description');
    expect(description).toHaveAttribute('placeholder', CONTACT_PAGE_DEFAULTS.contactFormDescription);
    expect(description).toHaveAccessibleDescription(
      'Left blank, the contact page shows “Get in touch with us”.',
    );
  });

  it('lists visitor messages newest first and offers Try Again on failure', async () => {
    let ok = false;
    mockApi({
      '/api/admin/contact-messages?page=1&pageSize=10': () =>
        ok
          ? jsonResponse({
              items: [
                {
                  id: '22222222-2222-4222-8222-222222222222',
                  name: 'Erin Example',
                  email: 'erin@example.com',
                  subject: 'A question',
                  message: 'How do I read the cash flow?',
                  createdAt: new Date(2025, 0, 5, 15, 7).toISOString(),
                },
              ],
              total: 1,
              page: 1,
              pageSize: 10,
            })
          : new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    withClient(<ContactMessagesCard />);
    expect(await screen.findByText('Could not load contact messages')).toBeInTheDocument();
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const row = await screen.findByTestId('contact-message-row');
    expect(row).toHaveTextContent('Jan 05, 2025 at 3:07 PM');
    expect(row).toHaveTextContent('Erin Example');
    expect(row).toHaveTextContent('How do I read the cash flow?');
  });
});
