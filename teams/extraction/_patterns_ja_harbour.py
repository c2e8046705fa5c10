"""Japanese patterns read before every other (round 35, issue #25): the shapes of part 31. What one makes said as a
topic before who buys (作ってるのは…で、…), the town one lives in said as a topic (住んでるのは…町、…), a kind of team
work and its tool listed two at a time (課題は…、CIは…で回してます), the team chat alone (社内チャットは…), where the
pages come from (呼び出しは…から来ます), two languages spoken each with whom (…語は…と、…語は…で話します), the team
one belongs to (所属は「…」), the GitHub handle (GitHubは…でやってます), one food disliked and a second too
(…は苦手、…もダメ), the release cadence in a few words (リリースは…に一度の…), what one does first thing or every
evening (朝いちばんに…を確認してます / 毎晩…してます), how payments are taken (支払いは…で受けてます), the hours
one works (勤務は…〜…), a bracketed shop name alone after the trade (「…塩店」です), the language one would write in
(書くなら…がいい), goods laid out, three listed (並べてるのは…、…、それと…), who the goods go to (納めてる先は…と…),
a promotion (…じゃなくて…になりました), a role taken on as well (…も兼ねることになりました), a yearly event one
holds (毎年…に「…」をやります), a tool moved to (…はやめて…に移行済み), a board taken down and the planning moved
(…は撤去して、…は全部…に), a move said as the town not left (…じゃなくて、今は…町です), who else buys
(…にも少し売れてます、あと…も), a time zone for a while (タイムゾーンはしばらく…で) and a note asked for
(メモお願い：…)."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_TOOL = r"(?P<obj>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{0,15}?)"
_TOOL2 = r"(?P<second>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{0,15}?)"
_KIND = r"[^、。はがをとでも「」]{1,14}?"
_FOOD = r"[ァ-ヶー一-龥ぁ-ん][ぁ-んァ-ヶー一-龥]{0,7}?"
_PLACE = r"[一-龥ァ-ヶぁ-ん]{1,6}?(?:市|町|村|区)"
_TOWN = r"(?:(?![でにをがはもとへ])[一-龥々ァ-ヶーぁ-ん]){1,6}?(?:市|町|村|区)"
_WORK = (
    r"(?:課題|チケット|タスク|タスク管理|課題管理|CI|ビルド|デプロイ|監視|チャット|社内チャット|"
    r"ドキュメント|wiki|Wiki|通知)"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.made_topic_then_clients",
        # うちが作ってるのは…の予約システムで、お客さんは…: what one makes, said as the topic (who buys is read later).
        ja(
            r"^(?:うちが|うちで|私たちが|弊社が)?(?:作って|開発して|売って)(?:い)?るのは\s*"
            r"(?P<obj>[^、。はがを]{2,20}?)で、"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.lives_topic",
        # 住んでるのは…町、電車で二十分: the town one lives in, said as the topic.
        ja(rf"^(?:今)?住んで(?:い)?るのは\s*(?P<obj>{_PLACE})(?:です)?(?:、[^。]{{1,20}})?[。！!]?$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.two_work_tools",
        # 課題は…、CIは…で回してます: two kinds of team work, each with its tool.
        ja(
            rf"^{_WORK}は\s*{_TOOL}、\s*{_WORK}は\s*{_TOOL2}"
            r"(?:で(?:回して|管理して|やって)(?:い)?ます|です)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", ""),),
    ),
    Pattern(
        "ja.team_chat_alone",
        # 社内チャットは…。: the team's chat tool, said alone.
        ja(r"^(?:社内チャット|チームのチャット|チャット)は\s*" + _TOOL + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.pages_come_from",
        # 呼び出しは…から来ます: the tool the pages or alerts come from.
        ja(
            r"^(?:呼び出し|アラート|通知|ページ)は\s*(?P<obj>[A-Za-zァ-ヶ一-龥][A-Za-z0-9.+#ァ-ヶー一-龥]{0,15}?)"
            r"から(?:来ます|来る|飛んできます|届きます)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.two_languages_each_with",
        # …語は母と、…語は趣味で話します: two languages, each said with whom or why.
        ja(
            r"^(?P<obj>[一-龥ァ-ヶー]{1,8}語)は[^、。]{1,8}?(?:と|で)、\s*"
            r"(?P<second>[一-龥ァ-ヶー]{1,8}語)は[^、。]{1,8}?(?:と|で)話(?:します|す|せます)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.belong_to_team",
        # 所属は「…班」、…の担当です: the team one belongs to.
        ja(r"^所属は\s*(?P<obj>「[^」]{1,15}」)(?:です)?(?:、[^。]{1,20})?[。！!]?$"),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "ja.github_handle_doing",
        # GitHubは…でやってます: the GitHub handle.
        ja(
            r"^(?:GitHub|github|ギットハブ)は\s*(?P<obj>[A-Za-z0-9][A-Za-z0-9_-]{1,38})(?:でやってます|でやってる|です|で)"
            + _END
        ),
        "HAS_GITHUB_HANDLE",
        0.8,
    ),
    Pattern(
        "ja.dislike_then_also",
        # …は苦手、…もダメ: one food disliked, a second as well.
        ja(
            rf"^(?P<obj>{_FOOD})は(?:苦手|無理|ムリ|ダメ|だめ|嫌い)、\s*(?P<second>{_FOOD})も"
            r"(?:ダメ|だめ|苦手|無理|ムリ|嫌い)(?:です)?" + _END
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", ""),),
    ),
    Pattern(
        "ja.release_every_n",
        # リリースは三週に一度の木曜日: the release cadence in a few words.
        ja(
            r"^リリースは\s*(?P<obj>[一二三四五六七八九十0-9０-９]+(?:週|か月|ヶ月|カ月|日)に一度(?:の[^、。]{1,6}?)?)(?:です)?"
            + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.first_thing_habit",
        # 朝いちばんに…を確認してます / 仕事終わりに毎晩…してます: what one does at a set time each day.
        ja(
            r"^(?:朝(?:いちばん|一番|イチ)に|仕事終わりに(?:毎晩)?)\s*"
            r"(?P<obj>[^、。]{2,20}?して)(?:い)?ます" + _END
        ),
        "HAS_HABIT",
        0.8,
    ),
    Pattern(
        "ja.payments_taken_with",
        # 支払いは…で受けてます: the tool payments are taken with.
        ja(r"^(?:支払い|決済|お支払い)は\s*" + _TOOL + r"で(?:受けて|受け付けて|受け取って)(?:い)?ます" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.work_hours_span",
        # 勤務は8時半〜16時半、…: the hours one works.
        ja(
            r"^(?:勤務|勤務時間|仕事)は\s*(?P<obj>[0-9０-９]{1,2}時(?:半|[0-9０-９]{1,2}分)?[〜~～-][0-9０-９]{1,2}時(?:半|[0-9０-９]{1,2}分)?)"
            r"(?:です)?(?:、[^。]{1,30})?[。！!]?$"
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "ja.shop_name_alone",
        # (…で塩屋をやってます。)「…塩店」です: a bracketed shop's name alone, its last word a kind of shop.
        ja(r"^(?P<obj>「[^」]{1,12}(?:店|屋|堂|舎|工房|窯|商店|本舗)」)です" + _END),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.would_write_in",
        # 書くならModula-2がいい: the language one would write in.
        ja(
            r"^(?:書く|使う|コードを書く)なら\s*(?P<obj>[A-Za-z][A-Za-z0-9+#.-]{0,15})がいい(?:、[^。]{1,30})?[。！!]?$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.laid_out_three",
        # 並べてるのは…、…、それと…: goods laid out or sold, three listed.
        ja(
            r"^(?:並べて|売って|置いて|扱って)(?:い)?るのは、?\s*"
            rf"(?P<obj>{_KIND})、\s*(?P<second>{_KIND})、\s*(?:あと|あとは|それと|それに|それから)\s*"
            r"(?P<third>[^、。は「」]{1,14}?)(?:です)?[。！!]?$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.delivered_to",
        # 納めてる先は…と…がほとんど: who the goods go to.
        ja(
            r"^(?:納めて|卸して|出荷して)(?:い)?る先は\s*(?P<obj>[^、。とはが]{1,12}?)と(?P<second>[^、。とはが]{1,12}?)"
            r"(?:がほとんど|が多い|です|が中心)" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.promoted_not_but",
        # 昇格しました、…じゃなくて…になりました: a promotion, the new role after じゃなくて (the framing blanks the old
        # role as a correction's wrong value, so the rule mostly reads 昇格しました、…になりました).
        ja(
            r"^(?:昇格|昇進)しました、\s*(?:[^、。]{1,15}?(?:じゃなくて|ではなく)、?\s*)?"
            r"(?P<obj>[ァ-ヶーA-Za-z一-龥]{2,15}?)になりました" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.role_taken_on_too",
        # …の指揮役も兼ねることになりました: a role taken on as well.
        ja(
            r"^(?P<obj>(?:(?!から)[^、。もは]){2,15}?)も兼ねる(?:ことになりました|ことになった|ようになりました)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.yearly_event",
        # 毎年十一月に「…」をやります: a yearly event one holds.
        ja(
            r"^毎年[^、。「」]{1,6}?に\s*(?P<obj>「[^」]{1,15}」)を(?:やります|やってます|開きます|開いてます|開催してます)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.moved_to_done",
        # (CI変わりました、)…はやめて…に移行済み: the tool moved to, after a lead-in saying what changed; the
        # one stopped is what it replaces.
        ja(
            r"^(?:[^、。]{1,10}?(?:変わりました|変えました|変更しました|変わった)、\s*)?"
            r"(?P<wrong>[^、。は]{1,15}?)は(?:やめて|止めて)、?\s*" + _TOOL + r"に移行(?:済み|しました|済みです)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.board_removed_all_moved",
        # …は撤去して、計画は全部…に: a board taken down, the planning moved to a tool.
        ja(
            r"^(?P<obj>[^、。はが]{2,12}?)は(?:撤去|廃止|片付け)して、\s*[^、。]{1,6}?は(?:全部|すべて|全て)\s*"
            + _TOOL2
            + r"に(?:移しました|移行しました)?"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("second", "USES", "", "memory"),),
    ),
    Pattern(
        "ja.now_in_town_not",
        # (引っ越しました。)…町じゃなくて、今は…町です: the town one lives in now. The framing blanks the town left as
        # a correction's wrong value, so the rule reads 今は…町です (before ja.now_it_is_tool took it for a tool).
        # A town's name holds no particle (今は出張で大阪市です says why one is there, not where one lives).
        ja(
            rf"^(?:{_PLACE}(?:じゃなくて|ではなく)、?)?\s*(?:今は|いまは)\s*(?P<obj>{_TOWN})(?:です|に住んでます)"
            + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.also_sells_to",
        # …さんにも少し売れてます、あと…も: who else buys.
        ja(
            r"^(?P<obj>[^、。にはが]{2,12}?)にも(?:少し|ちょっと|けっこう|結構)?売れて(?:い)?ます、\s*"
            r"(?:あと|それと)\s*(?P<second>[^、。はが]{2,12}?)も" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.zone_for_a_while",
        # タイムゾーンはしばらく…時間で: the time zone for a while.
        ja(r"^タイムゾーンは\s*(?:しばらく|当分|今は)?\s*(?P<obj>[^、。]{1,14}?時間)で(?:お願いします)?" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
]
