import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createCatalogue } from '@video/api-client/testing';
import { encodeShareId, type FeedbackRequest, SHARE_VIDEO_TYPE } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { preloadScreen, renderApp } from '../../testing/render-app';

const FEEDBACK_URL = 'http://localhost/api/syssuggest';
const CODE = 'abc12345';

// Loads the lazy screen chunk before the first test's clock starts.
beforeAll(() => preloadScreen('/mine'));

/** Answers a feedback request; undefined lets the reference server answer. */
type Reply = () => Promise<Response | undefined> | Response | undefined;

/** Records every feedback body, then lets `reply` (or the reference server) answer. */
function feedbackRecorder(reply?: Reply) {
  const bodies: FeedbackRequest[] = [];
  const handler = http.post(FEEDBACK_URL, async ({ request }) => {
    bodies.push((await request.clone().json()) as FeedbackRequest);
    return reply?.();
  });
  return { bodies, handler };
}

/** The Mine screen with the feedback dialog open. */
async function openFeedback(reply?: Reply) {
  const recorder = feedbackRecorder(reply);
  const storage = createStorage({ adapter: memoryAdapter() });
  storage.set(storageKeys.uuid, CODE);
  const view = renderApp({ route: '/mine', storage, handlers: [recorder.handler] });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await view.user.click(await screen.findByRole('button', { name: '意见反馈' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
  const detail = within(dialog).getByRole('textbox', { name: '详细描述' });
  const submit = within(dialog).getByRole('button', { name: '提交' });
  return { ...view, ...recorder, dialog: within(dialog), detail, submit };
}

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).not.toBeInTheDocument());

describe('feedback dialog', () => {
  it('offers the seven problem types with 无法播放 chosen', async () => {
    const { dialog, detail } = await openFeedback();
    const types = dialog.getAllByRole('radio');
    expect(types.map((type) => type.parentElement?.textContent)).toEqual([
      '无法播放',
      '播放卡顿',
      '标签错误',
      '分类错误',
      '搜索不准确',
      '推荐不准确',
      '其他',
    ]);
    expect(dialog.getByRole('radio', { name: '无法播放' })).toBeChecked();
    expect(detail).toHaveAttribute('placeholder', '请详细描述您遇到的问题（8~180字）');
  });

  it.each([
    { text: 'abc', shown: '3/180' },
    { text: '  播放卡顿  ', shown: '4/180' },
    { text: '👨‍👩‍👧🇨🇳', shown: '2/180' },
  ])('counts $text as a person would: $shown', async ({ text, shown }) => {
    const { user, dialog, detail } = await openFeedback();
    await user.type(detail, text);
    expect(dialog.getByText(shown)).toBeInTheDocument();
  });

  it.each([
    { case: 'empty', text: '', message: '详细描述不能为空' },
    { case: 'blank', text: '     ', message: '详细描述不能为空' },
    { case: '7 characters', text: '一二三四五六七', message: '详细描述只能在8~180个字符之间' },
    { case: '181 characters', text: '播'.repeat(181), message: '详细描述只能在8~180个字符之间' },
  ])('refuses $case inline and in a toast, sending nothing', async ({ text, message }) => {
    const { user, dialog, detail, submit, bodies } = await openFeedback();
    if (text) fireEvent.change(detail, { target: { value: text } });
    await user.click(submit);
    expect(dialog.getByRole('alert')).toHaveTextContent(message);
    expect(detail).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(bodies).toHaveLength(0);
  });

  it('clears the inline message once the visitor types again', async () => {
    const { user, dialog, detail, submit } = await openFeedback();
    await user.click(submit);
    expect(dialog.getByRole('alert')).toHaveTextContent('详细描述不能为空');
    await user.type(detail, '视');
    expect(dialog.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    { case: '8 characters', text: '一二三四五六七八' },
    { case: '180 characters', text: '播'.repeat(180) },
  ])('sends $case, closes and thanks', async ({ text }) => {
    const { user, detail, submit, bodies } = await openFeedback();
    fireEvent.change(detail, { target: { value: text } });
    await user.click(submit);
    await dialogClosed();
    expect(await screen.findByText('提交成功，感谢您的反馈')).toBeInTheDocument();
    expect(bodies).toEqual([
      { device: 2, title: '无法播放', video_id: null, content: text, uuid: CODE },
    ]);
  });

  it('sends the chosen problem type and the trimmed detail', async () => {
    const { user, dialog, detail, submit, bodies } = await openFeedback();
    await user.click(dialog.getByRole('radio', { name: '播放卡顿' }));
    await user.type(detail, '  第三集一直在缓冲  ');
    await user.click(submit);
    await dialogClosed();
    expect(bodies[0]).toMatchObject({ title: '播放卡顿', content: '第三集一直在缓冲' });
  });

  it('sends no video from Mine', async () => {
    const { user, detail, submit, bodies } = await openFeedback();
    await user.type(detail, '首页加载得很慢很慢');
    await user.click(submit);
    await dialogClosed();
    expect(bodies[0]).toMatchObject({ video_id: null, uuid: CODE });
  });

  it('says what is missing once for two taps on 提交 400 ms apart, and again 1000 ms after the first', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { submit, services, bodies } = await openFeedback();
    const show = vi.spyOn(services.snackbar, 'show');
    fireEvent.click(submit);
    vi.advanceTimersByTime(400);
    fireEvent.click(submit);
    await waitFor(() => expect(show).toHaveBeenCalledOnce());
    vi.advanceTimersByTime(600);
    fireEvent.click(submit);
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(bodies).toHaveLength(0);
  });

  it('sends one request however often it is tapped while sending', async () => {
    const { user, detail, submit, bodies } = await openFeedback(async () => {
      await delay(50);
      return undefined;
    });
    await user.type(detail, '视频无法播放，请处理');
    const form = submit.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    await dialogClosed();
    expect(bodies).toHaveLength(1);
  });

  it.each([
    {
      case: 'the server’s reply',
      reply: () => HttpResponse.json({ code: 200, msg: '已收到，我们会尽快处理', rescont: null }),
      toast: '已收到，我们会尽快处理',
    },
    {
      case: 'the thanks when the reply is empty',
      reply: () => HttpResponse.json({ code: 200, msg: '', rescont: null }),
      toast: '提交成功，感谢您的反馈',
    },
    {
      case: 'the network error when the call fails',
      reply: () =>
        HttpResponse.json({ code: 500, msg: '服务器错误', rescont: null }, { status: 500 }),
      toast: '网络错误，请稍后重试',
    },
    {
      case: 'the network error when offline',
      reply: () => HttpResponse.error(),
      toast: '网络错误，请稍后重试',
    },
  ])('closes and shows $case', async ({ reply, toast }) => {
    const { user, detail, submit } = await openFeedback(reply);
    await user.type(detail, '视频无法播放，请处理');
    await user.click(submit);
    await dialogClosed();
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('starts empty when opened again', async () => {
    const { user, detail } = await openFeedback();
    await user.type(detail, '写了一半');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await dialogClosed();
    await user.click(screen.getByRole('button', { name: '意见反馈' }));
    const dialog = within(await screen.findByRole('dialog', { name: '意见反馈' }));
    expect(dialog.getByRole('textbox', { name: '详细描述' })).toHaveValue('');
  });
});

describe('feedback from the players', { timeout: 20_000 }, () => {
  const catalogue = createCatalogue();
  const normal = catalogue.videos.find(({ typeId }) => typeId === 1);
  const shared = catalogue.videos.find(({ typeId }) => typeId === SHARE_VIDEO_TYPE);
  if (!normal || !shared) throw new Error('the catalogue has no normal or share video');

  it.each([
    ['the player', `/playVideo?id=${normal.id}`, normal.id],
    ['the share player', `/playVideoShare?id=${encodeShareId(shared.id)}`, shared.id],
  ])('opens from %s and sends the video’s id', async (_case, route, videoId) => {
    const recorder = feedbackRecorder();
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.uuid, CODE);
    const { user } = renderApp({ route, storage, handlers: [recorder.handler] });
    await user.click(await screen.findByRole('button', { name: '反馈' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: '意见反馈' }));
    await user.type(dialog.getByRole('textbox', { name: '详细描述' }), '这个视频一直黑屏');
    await user.click(dialog.getByRole('button', { name: '提交' }));
    await dialogClosed();
    expect(recorder.bodies).toEqual([
      expect.objectContaining({ title: '无法播放', video_id: videoId, uuid: CODE }),
    ]);
  });
});
