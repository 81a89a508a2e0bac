import type { Random } from '../random';

/** Word lists the titles are composed from; the hot-search keywords are drawn from them too. */
const WORDS = {
  place: [
    '长安',
    '江南',
    '北平',
    '西湖',
    '大漠',
    '深海',
    '雪山',
    '上海滩',
    '山城',
    '边城',
    '古镇',
    '港口',
    '东海',
    '草原',
  ],
  story: [
    '往事',
    '迷案',
    '风云',
    '秘境',
    '奇缘',
    '归途',
    '传说',
    '暗涌',
    '烟火',
    '来信',
    '守望者',
    '约定',
    '漂流记',
    '追踪者',
    '少年',
    '英雄',
  ],
  movieSuffix: ['', '', '', '2', '：重生', '：终局之战', '（导演剪辑版）'],
  showPrefix: ['奔跑吧', '我们的', '快乐', '极限', '向往的', '欢乐', '超级', '最强'],
  showNoun: ['生活', '挑战', '兄弟', '歌手', '大脑', '厨房', '旅行团', '派对'],
  animeHead: ['星际', '魔法', '机甲', '灵剑', '龙之', '猫咪', '樱花', '时光'],
  animeTail: ['少女', '冒险记', '学院', '战记', '物语', '侦探', '勇者', '旅人'],
  docTopic: ['纪行', '的四季', '之美', '千年', '风物志', '秘境探索', '手艺人', '野生动物'],
  team: ['广州', '上海', '北京', '山东', '浙江', '辽宁', '四川', '深圳'],
  matchPart: ['全场集锦', '精彩进球', '赛后采访', '加时赛回顾', '半场精华'],
  song: [
    '晴天',
    '夜空中最亮的星',
    '平凡之路',
    '成都',
    '南山南',
    '起风了',
    '后来',
    '光年之外',
    '海阔天空',
    '稻香',
  ],
  songVersion: ['现场版', '钢琴版', '吉他弹唱', '演唱会', 'MV', '翻唱'],
  who: ['猫咪', '程序员', '外卖小哥', '班主任', '二哈', '奶奶', '同桌', '室友'],
  happening: ['停电', '考试', '下雨天', '相亲', '堵车', '减肥', '加班', '年夜饭'],
  clipAction: ['在跳舞', '学做饭', '第一次滑雪', '的日常', '被吓一跳', '唱歌', '拆快递', '晒太阳'],
  dish: ['红烧肉', '糖醋排骨', '麻婆豆腐', '小龙虾', '酸菜鱼', '蛋炒饭', '火锅', '煎饼果子'],
  city: ['成都', '西安', '大理', '厦门', '桂林', '青岛', '拉萨', '敦煌'],
  trip: ['三日游', '自驾攻略', '徒步之旅', '一日游', '夜景', '美食地图'],
} as const;

type Compose = (random: Random) => string;

const pick = (random: Random, key: keyof typeof WORDS): string => random.pick(WORDS[key]);

/** A film-style title, also used for drama and share videos. */
const storyTitle: Compose = (r) => `${pick(r, 'place')}${pick(r, 'story')}`;

/** Title templates by category type id; unknown types get a film title. */
const COMPOSERS: Readonly<Record<number, Compose>> = {
  1: (r) => `${storyTitle(r)}${pick(r, 'movieSuffix')}`,
  2: (r) => `${storyTitle(r)} 第${r.int(1, 40)}集`,
  3: (r) => `${pick(r, 'showPrefix')}${pick(r, 'showNoun')} 第${r.int(1, 12)}期`,
  4: (r) => `${pick(r, 'animeHead')}${pick(r, 'animeTail')} 第${r.int(1, 24)}话`,
  5: (r) => `${pick(r, 'place')}${pick(r, 'docTopic')}`,
  6: (r) => {
    const [home, away] = r.shuffle(WORDS.team);
    return `${home}vs${away} ${pick(r, 'matchPart')}`;
  },
  7: (r) => `${pick(r, 'song')} ${pick(r, 'songVersion')}`,
  8: (r) =>
    r.next() < 0.5
      ? `当${pick(r, 'who')}遇到${pick(r, 'happening')}`
      : `${pick(r, 'who')}的${r.int(3, 10)}个尴尬瞬间`,
  9: (r) =>
    r.next() < 0.5
      ? `${pick(r, 'dish')}的${r.int(2, 6)}种做法`
      : `${pick(r, 'city')}${pick(r, 'dish')}探店`,
  10: (r) => `${pick(r, 'city')}${pick(r, 'trip')}`,
  59: (r) => `${pick(r, 'who')}${pick(r, 'clipAction')}`,
  60: (r) => `独家：${storyTitle(r)}`,
};

/** A natural Chinese title for a video of category `typeId`. */
export function composeTitle(typeId: number, random: Random): string {
  return (COMPOSERS[typeId] ?? COMPOSERS[1])(random);
}

/** Every word titles are made of, as candidates for hot-search keywords. */
export const TITLE_WORDS: readonly string[] = [
  ...new Set(
    Object.values(WORDS)
      .flat()
      .filter((word) => word.length >= 2),
  ),
];
