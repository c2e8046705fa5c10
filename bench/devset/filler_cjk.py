"""Small talk in Japanese and Chinese, for the depth set's conversations in those languages.

The same shape as bench/devset/filler.py (opener, small_talk, closer; {a} is the first
speaker's name, {b} the other's), with everyday words a retriever must see past
(今日, 仕事, 本当に; 今天, 工作, 真的), but without time words that would point to a day.
"""

from dataclasses import dataclass

from bench.devset.tale import Casting

Lines = list[tuple[str, str, str]]


@dataclass(frozen=True)
class Talk:
    """One language's small talk; layout calls opener, small_talk and closer like filler's."""

    openers: list[tuple[str, ...]]
    exchanges: list[tuple[str, ...]]
    closers: list[tuple[str, ...]]
    topic_changes: list[str]

    def opener(self, casting: Casting, first: str, second: str, hour: int) -> Lines:
        return _lines(casting, self.openers, first, second)

    def small_talk(self, casting: Casting, first: str, second: str) -> Lines:
        return _lines(casting, self.exchanges, first, second)

    def closer(self, casting: Casting, first: str, second: str, hour: int) -> Lines:
        return _lines(casting, self.closers, first, second)


def _lines(casting: Casting, templates: list[tuple[str, ...]], first: str, second: str) -> Lines:
    unused = [t for t in templates if t not in casting.said]
    if not unused:
        casting.said.difference_update(templates)
    template = casting.rng.choice(unused or templates)
    casting.said.add(template)
    speakers = [first, second]
    return [(speakers[i % 2], text.format(a=first, b=second), "") for i, text in enumerate(template)]


JAPANESE = Talk(
    openers=[
        ("{b}さん、元気？", "{a}さん！元気だよ、仕事はちょっと忙しいけど。そっちは？"),
        ("やっほー{b}さん、ちょっと話せる？", "もちろん、コーヒー飲みながらね。"),
        ("{b}さん、久しぶり！", "本当に久しぶり！どうしてた？"),
        ("こんばんは、{b}さん。", "こんばんは{a}さん、お疲れさま。"),
    ],
    exchanges=[
        ("天気が本当に変だね。", "そうだね、寒かったり暑かったり。"),
        ("ラーメンが食べたくて仕方ない。", "やめて、お腹すいてきた。"),
        ("仕事が本当に忙しい。", "大変だね。何か手伝えることある？", "聞いてくれるだけで十分だよ。"),
        ("よく眠れなかった。", "またコーヒー飲みすぎた？", "たぶんね。"),
        ("電車がまた遅れてた。", "最近いつもだよね。"),
        ("新しいドラマ見た？", "まだ一話だけ。ネタバレしないでね！"),
        ("部屋の掃除をずっとしてた。", "えらい！すっきりした？", "うん、本当に気持ちいい。"),
        ("スマホの電池がすぐなくなる。", "そろそろ買い替えたら？"),
        ("家族は元気？", "みんな元気だよ、ありがとう。"),
        ("駅前に新しいパン屋ができたよ。", "危ないね。もう行った？", "二回もね。"),
        ("最近ジャズばかり聞いてる。", "いいね、集中できるよね。"),
        ("水を飲むのをすぐ忘れちゃう。", "わかる、アラームかけてるよ。"),
    ],
    closers=[
        ("そろそろ晩ご飯作らなきゃ。またね！", "うん、話せてよかった！"),
        ("もう寝るね。おやすみ{b}さん！", "おやすみ{a}さん！"),
        ("休憩終わり、仕事に戻るよ。", "がんばってね！"),
        ("また近いうちに話そうね。", "うん、またね。"),
    ],
    topic_changes=["そうそう！", "ところで、", "話は変わるけど、", "聞いて！"],
)

CHINESE = Talk(
    openers=[
        ("{b}，最近怎么样？", "{a}！挺好的，就是工作有点忙。你呢？"),
        ("嗨{b}，有空聊一会儿吗？", "当然，我正在喝咖啡呢。"),
        ("{b}，好久不见！", "真的好久不见！最近忙什么呢？"),
        ("晚上好，{b}。", "晚上好{a}，辛苦了。"),
    ],
    exchanges=[
        ("天气真奇怪。", "是啊，一会儿冷一会儿热。"),
        ("我特别想吃火锅。", "别说了，我都饿了。"),
        ("工作真的太忙了。", "辛苦了，需要帮忙吗？", "你听我说说就好了。"),
        ("我没睡好。", "又喝太多咖啡了？", "可能吧。"),
        ("地铁又晚点了。", "最近总是这样。"),
        ("你看那部新剧了吗？", "只看了第一集，别剧透！"),
        ("我一直在打扫房间。", "真棒！干净了吗？", "嗯，感觉真好。"),
        ("手机电池很快就没电了。", "该换新的了吧？"),
        ("家里人都好吗？", "都挺好的，谢谢关心。"),
        ("楼下新开了一家面包店。", "危险啊。你去过了吗？", "去了两次。"),
        ("最近一直在听爵士乐。", "不错，很适合专心工作。"),
        ("我老是忘记喝水。", "我也是，我设了提醒。"),
    ],
    closers=[
        ("我得去做饭了，回头聊！", "好的，聊得很开心！"),
        ("我要睡了，晚安{b}！", "晚安{a}！"),
        ("休息结束，回去工作了。", "加油！"),
        ("改天再聊吧。", "好，再见。"),
    ],
    topic_changes=["对了！", "话说，", "换个话题，", "你听我说！"],
)
