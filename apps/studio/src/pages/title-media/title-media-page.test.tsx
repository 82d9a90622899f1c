import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioMediaJob, TitleMedia } from '@marquee/contract';
import { renderPage } from '@/test/render-page';
import { ok, stubStudioServer } from '@/test/studio-server-stub';
import { TitleMediaPage } from './title-media-page';

const job = (fields: Partial<StudioMediaJob>): StudioMediaJob => ({
  id: 1,
  file: 'harbour.mp4',
  state: 'published',
  progress: 1,
  speed: 4.2,
  seconds_left: 0,
  error: null,
  created_at: '2026-11-29T10:00:00.000Z',
  finished_at: '2026-11-29T10:01:00.000Z',
  ...fields,
});

const MEDIA: TitleMedia = {
  title: {
    id: 12,
    kind: 'film',
    title: 'Harbour Lights',
    show_title: null,
    season: null,
    episode: null,
  },
  master_url: '/media/library/1/master.m3u8',
  renditions: [{ width: 1280, height: 720, bandwidth: 2_500_000 }],
  duration_seconds: 95,
  runtime_minutes: 2,
  jobs: [
    job({
      id: 2,
      file: 'notes.mp4',
      state: 'failed',
      progress: 0,
      speed: null,
      seconds_left: null,
      error: {
        code: 'not_video',
        message: 'This file holds no video that ffmpeg can read.',
        notice: { key: 'ingestNotVideo' },
      },
    }),
    job({}),
  ],
  upload_max_bytes: 20e9,
  packaging: true,
};

function openMedia(role: 'editor') {
  const { calls, operator } = stubStudioServer(role, (call) => {
    if (call.method === 'GET' && call.path === '/studio/title-media/12') return ok(MEDIA);
    if (call.method === 'GET' && call.path === '/studio/media-import-folder') {
      return ok({
        path: '',
        entries: [{ name: 'clip.mp4', path: 'clip.mp4', kind: 'video', size: 2_000_000 }],
      });
    }
    if (call.method === 'POST' && call.path === '/studio/media-job-retries/2') {
      return ok(job({ id: 3, file: 'notes.mp4', state: 'queued', progress: 0 }));
    }
    if (call.method === 'POST' && call.path === '/studio/title-media-imports/12') {
      return ok(job({ id: 4, file: 'clip.mp4', state: 'queued', progress: 0 }));
    }
    return undefined;
  });
  renderPage(<TitleMediaPage />, {
    path: 'catalogue/vods/:id/media',
    url: '/catalogue/vods/12/media',
    operator,
  });
  return calls;
}

describe('a title’s media page', () => {
  it('names the title, links back to its editor and shows what it plays', async () => {
    openMedia('editor');
    expect(
      await screen.findByRole('heading', { name: 'Media: Harbour Lights', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Harbour Lights' })).toHaveAttribute(
      'href',
      '/studio/catalogue/films/12',
    );
    expect(screen.getByText('/media/library/1/master.m3u8')).toBeVisible();
    expect(screen.getByText('720p at 2.5 Mbit/s')).toBeVisible();
    expect(screen.getByText('1:35')).toBeVisible();
  });

  it('shows each job’s progress and a failure’s reason, and tries a failed job again', async () => {
    const user = userEvent.setup();
    const calls = openMedia('editor');
    const done = await screen.findByRole('progressbar', { name: 'Packaging harbour.mp4' });
    expect(done).toHaveAttribute('aria-valuenow', '100');
    const failed = screen.getByRole('row', { name: /notes\.mp4/ });
    expect(
      within(failed).getByText('This file holds no video that ffmpeg can read.'),
    ).toBeVisible();
    await user.click(within(failed).getByRole('button', { name: 'Try notes.mp4 again' }));
    expect(calls.some((call) => call.path === '/studio/media-job-retries/2')).toBe(true);
  });

  it('queues a video of the import folder for the title', async () => {
    const user = userEvent.setup();
    const calls = openMedia('editor');
    await user.click(await screen.findByRole('button', { name: 'Package clip.mp4' }));
    expect(calls.find((call) => call.path === '/studio/title-media-imports/12')?.body).toEqual({
      path: 'clip.mp4',
    });
    expect(await screen.findByText('The file is queued: it is packaged next.')).toBeVisible();
  });
});
