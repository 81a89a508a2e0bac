import {
  FEEDBACK_TYPES,
  feedbackRequest,
  feedbackTypeLabelKey,
  format,
  validateFeedback,
} from '../index';

describe('validateFeedback', () => {
  it.each([
    ['empty', '', 'feedback.empty'],
    ['blank', ' \n\t ', 'feedback.empty'],
    ['7 characters', '一二三四五六七', 'feedback.length'],
    ['7 characters padded with blanks', '   一二三四五六七   ', 'feedback.length'],
    ['8 characters', '一二三四五六七八', null],
    ['8 emoji sequences', '👨‍👩‍👧🇨🇳👍🏽❤️1️⃣😀𠮷é', null],
    ['7 emoji sequences', '👨‍👩‍👧🇨🇳👍🏽❤️1️⃣😀𠮷', 'feedback.length'],
    ['180 characters', '好'.repeat(180), null],
    ['180 flags (360 code points)', '🇨🇳'.repeat(180), null],
    ['181 characters', '好'.repeat(181), 'feedback.length'],
    ['180 characters and trailing blanks', `${'好'.repeat(180)}   `, null],
  ])('%s → %s', (_case, content, expected) => {
    expect(validateFeedback(content)).toBe(expected);
  });
});

describe('feedbackRequest', () => {
  it('builds the syssuggest body with the type label and the trimmed detail', () => {
    expect(
      feedbackRequest({
        type: 'stutter',
        videoId: 42,
        content: '  播放时一直卡顿怎么办  ',
        uuid: 'abc123',
      }),
    ).toEqual({
      device: 2,
      title: '播放卡顿',
      video_id: 42,
      content: '播放时一直卡顿怎么办',
      uuid: 'abc123',
    });
  });

  it('sends a null video id for feedback about no particular video', () => {
    expect(
      feedbackRequest({
        type: 'other',
        videoId: null,
        content: '希望增加更多分类内容',
        uuid: 'u1',
      }),
    ).toMatchObject({ title: '其他', video_id: null });
  });
});

describe('feedback types', () => {
  it('lists the seven types with cannot-play first, each labelled', () => {
    expect(FEEDBACK_TYPES.map((type) => format(feedbackTypeLabelKey(type)))).toEqual([
      '无法播放',
      '播放卡顿',
      '标签错误',
      '分类错误',
      '搜索不准确',
      '推荐不准确',
      '其他',
    ]);
  });
});
