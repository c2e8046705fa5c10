"""Depth storylines in Japanese and Chinese: time words relative to the session's date, and
lists of a category's instances over 4–5 sessions (the category word never said).

Each language has its own turns and questions (not translations of one template), and
its pools are split between the dev and held-out parts like every other pool.
"""

from collections.abc import Callable

from bench.devset.tale import MULTI_HOP, TEMPORAL, Tale, me, you

# (the turn with its time word, days before the session, "when" question, the deed)
RELATIVE_JA = [
    ("昨日、親知らずを抜いたよ。顔がパンパン。", 1, "{name}さんが親知らずを抜いたのはいつですか？", "親知らずを抜いた"),
    ("二日前にやっと賃貸の契約をしたんだ！", 2, "{name}さんが部屋の契約をしたのはいつですか？", "部屋を契約した"),
    ("先週、運転免許の試験に一発で受かった！", 7, "{name}さんが運転免許に合格したのはいつですか？", "免許に合格した"),
    ("3日前に駅で昔の先生にばったり会った。", 3, "{name}さんが昔の先生に会ったのはいつですか？", "恩師に会った"),
    (
        "昨日、配管工さんが来て水漏れを直してくれた。",
        1,
        "{name}さんの家の水漏れが直ったのはいつですか？",
        "水漏れが直った",
    ),
    (
        "一昨日、初めてタトゥーを入れたの。小さな錨。",
        2,
        "{name}さんがタトゥーを入れたのはいつですか？",
        "タトゥーを入れた",
    ),
    ("昨日やっと卒論を出した！", 1, "{name}さんが卒論を提出したのはいつですか？", "卒論を提出した"),
    ("先週、兄が飛行機で来て、今うちのソファで寝てる。", 7, "{name}さんのお兄さんが来たのはいつですか？", "兄が来た"),
]
RELATIVE_ZH = [
    ("我昨天拔了智齿，脸肿得像气球。", 1, "{name}是什么时候拔的智齿？", "拔了智齿"),
    ("我们前天终于签了租房合同！", 2, "{name}是什么时候签的租房合同？", "签了租房合同"),
    ("我上周考驾照一次就过了！", 7, "{name}是什么时候通过驾照考试的？", "通过了驾照考试"),
    ("三天前我在车站碰到了以前的老师。", 3, "{name}是什么时候遇到以前的老师的？", "遇到了以前的老师"),
    ("水管工昨天来了，漏水终于修好了。", 1, "{name}家的漏水是什么时候修好的？", "漏水修好了"),
    ("我前天纹了第一个纹身，一个小锚。", 2, "{name}是什么时候纹的纹身？", "纹了纹身"),
    ("我昨天终于交了毕业论文！", 1, "{name}是什么时候交的毕业论文？", "交了毕业论文"),
    ("我哥上周飞过来了，现在睡在我家沙发上。", 7, "{name}的哥哥是什么时候来的？", "哥哥来了"),
]
# (the question's category, instances, how one is said)
LISTS_JA = [
    (
        "どんな楽器を弾いてみましたか",
        ["バイオリン", "チェロ", "ウクレレ", "トランペット", "ハーモニカ"],
        "{x}を借りて、一晩中ずっと練習してた。",
    ),
    (
        "どんな料理を一から作りましたか",
        ["パエリア", "餃子", "タジン", "ボルシチ", "カレー"],
        "{x}を作ったよ、部屋中いい匂い。",
    ),
    (
        "どんな国を訪れましたか",
        ["ポルトガル", "ベトナム", "モロッコ", "アイスランド", "ペルー"],
        "{x}から帰ってきた！スーツケースが爆発してる。",
    ),
    (
        "どんな鳥を見かけましたか",
        ["サギ", "カワセミ", "キツツキ", "フクロウ", "メジロ"],
        "窓の外の手すりに{x}が十分もとまってた！",
    ),
]
LISTS_ZH = [
    ("尝试过哪些乐器", ["小提琴", "大提琴", "尤克里里", "小号", "口琴"], "我借了一把{x}，练了一整晚。"),
    ("从头做过哪些菜", ["西班牙海鲜饭", "饺子", "红烧肉", "罗宋汤", "咖喱"], "我做了{x}，整个屋子都好香。"),
    ("去过哪些国家", ["葡萄牙", "越南", "摩洛哥", "冰岛", "秘鲁"], "我刚从{x}回来！行李箱都炸开了。"),
    ("见过哪些鸟", ["苍鹭", "翠鸟", "啄木鸟", "猫头鹰", "绣眼鸟"], "一只{x}在我窗外的栏杆上停了十分钟！"),
]
REPLIES_JA = ["さすが！", "すごいね。", "写真見せて！", "いつそんな時間あるの？", "うらやましい。"]
REPLIES_ZH = ["不愧是你！", "太厉害了。", "给我看照片！", "你哪来的时间？", "好羡慕。"]
# How a question about a date and about a list is worded, with {name}, {date} and {category}.
ON_DATE = {"ja": "{date}に{name}さんに何がありましたか？", "zh": "{name}在{date}发生了什么？"}
WHICH = {"ja": "{name}さんは{category}？", "zh": "{name}{category}？"}


def _relative(language: str, pool: list[tuple[str, int, str, str]], replies: list[str]) -> Callable[[Tale], None]:
    def story(t: Tale) -> None:
        turn, days, when, deed = t.pick(pool)
        t.beat(me(turn, "said"), you(t.rng.choice(replies)))
        t.ask(TEMPORAL, when.format(name=t.name), f"{{ago:said:{days}}}", "said")
        question = ON_DATE[language].format(name=t.name, date=f"{{ago_cjk:said:{days}}}")
        t.ask(TEMPORAL, question, deed, "said")

    return story


def _instances(language: str, pool: list[tuple[str, list[str], str]], replies: list[str]) -> Callable[[Tale], None]:
    def story(t: Tale) -> None:
        category, instances, said = t.pick(pool)
        chosen = t.rng.sample(instances, t.rng.choice([4, 5]))
        for number, instance in enumerate(chosen):
            t.beat(me(said.format(x=instance), f"item{number}"), you(t.rng.choice(replies)))
        labels = [f"item{number}" for number in range(len(chosen))]
        t.ask(MULTI_HOP, WHICH[language].format(name=t.name, category=category), "、".join(chosen), *labels)

    return story


relative_ja = _relative("ja", RELATIVE_JA, REPLIES_JA)
relative_zh = _relative("zh", RELATIVE_ZH, REPLIES_ZH)
instances_ja = _instances("ja", LISTS_JA, REPLIES_JA)
instances_zh = _instances("zh", LISTS_ZH, REPLIES_ZH)
